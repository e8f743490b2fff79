import { Container } from 'react-bootstrap';
import { LinkButton } from '../components/LinkButton';
import { usePageTitle } from '../session/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container className="py-5 text-center not-found">
      <p className="not-found-code gradient-text fw-bold mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2 fw-bold">Page not found</h1>
      <p className="text-body-secondary mb-4">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <LinkButton to="/" variant="primary">
          Back to Home
        </LinkButton>
        <LinkButton to="/anonymous-chat" variant="outline-primary">
          Start Chatting Now
        </LinkButton>
      </div>
    </Container>
  );
}
