import { Card, Container } from 'react-bootstrap';
import { LinkButton } from './LinkButton';
import { usePageTitle } from '../session/usePageTitle';
import { Icon, type IconName } from './Icon';

interface ComingSoonProps {
  /** The screen's title from the spec, e.g. 'Anonymous Chat'. */
  title: string;
  description?: string;
  icon?: IconName;
}

/** Placeholder card for a screen whose feature has not been built yet. */
export function ComingSoon({ title, description, icon = 'sparkle' }: ComingSoonProps) {
  usePageTitle(title);
  return (
    <Container className="py-4">
      <Card className="coming-soon-card text-center mx-auto border-0 shadow-sm">
        <Card.Body className="p-4 p-md-5">
          <div className="coming-soon-icon mx-auto mb-3">
            <Icon name={icon} size={32} />
          </div>
          <h1 className="h2 fw-bold">{title}</h1>
          <p className="text-body-secondary mb-1">
            {description ?? 'We are putting the finishing touches on this feature.'}
          </p>
          <p className="fw-semibold text-primary">Coming soon!</p>
          <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
            <LinkButton to="/" variant="primary">
              Back to Home
            </LinkButton>
            <LinkButton to="/faq" variant="outline-secondary">
              Read the FAQ
            </LinkButton>
          </div>
        </Card.Body>
      </Card>
    </Container>
  );
}
