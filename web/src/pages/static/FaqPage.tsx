import { Accordion } from 'react-bootstrap';
import { Trans } from 'react-i18next';
import { usePagesTranslation } from '../../i18n/namespaces/pages';
import { StaticPageLayout } from './StaticPageLayout';
import { FAQ_KEYS, FAQ_LINKS } from './faqItems';

/** /faq: the 14 frequently asked questions as an accordion. */
export default function FaqPage() {
  const { t } = usePagesTranslation();
  return (
    <StaticPageLayout
      title={t('faq.title')}
      documentTitle={t('faq.documentTitle')}
      lead={t('faq.lead')}
    >
      <Accordion defaultActiveKey="0" alwaysOpen>
        {FAQ_KEYS.map((key, index) => (
          <Accordion.Item key={key} eventKey={String(index)} data-testid="faq-item">
            <Accordion.Header>{t(`faq.items.${key}.q`)}</Accordion.Header>
            <Accordion.Body>
              <p>
                <Trans t={t} i18nKey={`faq.items.${key}.a`} components={FAQ_LINKS} />
              </p>
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
      <p className="mt-4">
        <Trans t={t} i18nKey="faq.more" components={FAQ_LINKS} />
      </p>
    </StaticPageLayout>
  );
}
