import { Card, Container } from 'react-bootstrap';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import { usePageTitle } from '../../session/usePageTitle';

/** /feed for visitors: asks them to log in or register. */
export function WelcomeCard() {
  return (
    <Card className="border-0 shadow-sm text-center mx-auto feed-welcome">
      <Card.Body className="p-4 p-md-5">
        <div className="coming-soon-icon mx-auto mb-3">
          <Icon name="users" size={32} />
        </div>
        <h1 className="h2 fw-bold">Welcome to Serendip!</h1>
        <p className="text-body-secondary">
          Please log in or register to see what your friends are sharing.
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
          <LinkButton to="/login" variant="primary">
            Login
          </LinkButton>
          <LinkButton to="/register" variant="outline-primary">
            Register
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
  usePageTitle('Feed');
  return (
    <Container className="py-4">
      <WelcomeCard />
    </Container>
  );
}
