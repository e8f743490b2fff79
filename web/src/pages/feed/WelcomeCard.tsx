import { Card, Container } from 'react-bootstrap';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import { usePageTitle } from '../../session/usePageTitle';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** /feed for visitors: asks them to log in or register. */
export function WelcomeCard() {
  const { t } = useSocialTranslation();
  return (
    <Card className="border-0 shadow-sm text-center mx-auto feed-welcome">
      <Card.Body className="p-4 p-md-5">
        <div className="coming-soon-icon mx-auto mb-3">
          <Icon name="users" size={32} />
        </div>
        <h1 className="h2 fw-bold">{t('feed.welcome')}</h1>
        <p className="text-body-secondary">{t('feed.welcomeText')}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
          <LinkButton to="/login" variant="primary">
            {t('common.login')}
          </LinkButton>
          <LinkButton to="/register" variant="outline-primary">
            {t('common.register')}
          </LinkButton>
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * /feed for visitors (a welcome asking them to log in or register), a chunk of its own:
 * no feed, upload form or image compression code, and no request for a feed they cannot see.
 */
export function FeedWelcomePage() {
  const { t } = useSocialTranslation();
  usePageTitle(t('feed.pageTitle'));
  return (
    <Container className="py-4">
      <WelcomeCard />
    </Container>
  );
}
