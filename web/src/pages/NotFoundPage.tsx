import { Container } from 'react-bootstrap';
import { LinkButton } from '../components/LinkButton';
import { usePagesTranslation } from '../i18n/namespaces/pages';
import { usePageTitle } from '../session/usePageTitle';

export function NotFoundPage() {
  const { t } = usePagesTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container className="py-5 text-center not-found">
      <p className="not-found-code gradient-text fw-bold mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2 fw-bold">{t('notFound.title')}</h1>
      <p className="text-body-secondary mb-4">{t('notFound.text')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <LinkButton to="/" variant="primary">
          {t('notFound.home')}
        </LinkButton>
        <LinkButton to="/anonymous-chat" variant="outline-primary">
          {t('notFound.startChatting')}
        </LinkButton>
      </div>
    </Container>
  );
}
