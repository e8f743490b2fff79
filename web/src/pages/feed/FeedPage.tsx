import { Card, Container } from 'react-bootstrap';
import { LinkButton } from '../../components/LinkButton';
import { useAuth } from '../../app/AuthContext';
import { usePageTitle } from '../../app/usePageTitle';
import { Icon } from '../../components/Icon';

function WelcomeCard() {
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

/** The friends' feed; its posts, side column and infinite scroll come with the social feature. */
export function FeedPage() {
  const { user } = useAuth();
  usePageTitle('Feed');
  return (
    <Container className="py-4">
      {user ? (
        <>
          <h1 className="h2 fw-bold mb-4">Your Friends&apos; Feed</h1>
          <Card className="border-0 shadow-sm">
            <Card.Body className="p-4 text-center">
              <p className="mb-1 fw-semibold">Your feed is coming soon.</p>
              <p className="text-body-secondary mb-3">
                Photos and videos from your friends will show up here.
              </p>
              <LinkButton to="/profile" variant="outline-primary">
                Go to My Profile
              </LinkButton>
            </Card.Body>
          </Card>
        </>
      ) : (
        <WelcomeCard />
      )}
    </Container>
  );
}
