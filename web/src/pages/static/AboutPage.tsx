import { Card, Col, Row } from 'react-bootstrap';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { usePagesTranslation } from '../../i18n/namespaces/pages';
import { StaticPageLayout } from './StaticPageLayout';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from './siteInfo';

/** The promises, by their key under `pages:about.promises`, in order. */
const PROMISES = ['tracking', 'recording', 'video', 'text', 'free'] as const;

const LINKS = {
  community: <Link to="/community" />,
  safety: <Link to="/safety" />,
};

/** /about: what Serendip is and what it promises. */
export default function AboutPage() {
  const { t } = usePagesTranslation();
  const product = PRODUCT_NAME;
  return (
    <StaticPageLayout
      title={t('about.title', { product })}
      documentTitle={t('about.documentTitle')}
      lead={t('about.lead')}
    >
      <p>{t('about.intro', { product })}</p>
      <p>{t('about.account')}</p>

      <h2 className="h4 mt-4 mb-3">{t('about.standFor')}</h2>
      <Row xs={1} md={2} className="g-3 mb-4">
        {PROMISES.map((promise) => (
          <Col key={promise}>
            <Card className="h-100">
              <Card.Body>
                <Card.Title as="h3" className="h5">
                  {t(`about.promises.${promise}.title`)}
                </Card.Title>
                <Card.Text>{t(`about.promises.${promise}.text`)}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>

      <h2 className="h4 mt-4">{t('about.whoFor')}</h2>
      <p>
        <Trans t={t} i18nKey="about.adults" values={{ product }} components={LINKS} />
      </p>

      <div className="d-flex flex-wrap gap-2 my-4">
        <Link className="btn btn-primary" to="/anonymous-chat">
          {t('about.startChatting')}
        </Link>
        <Link className="btn btn-outline-primary" to="/video-chat">
          {t('about.startVideo')}
        </Link>
      </div>

      <p className="text-body-secondary small mb-0">
        {t('about.copyright', { year: COPYRIGHT_YEAR, product })}
      </p>
    </StaticPageLayout>
  );
}
