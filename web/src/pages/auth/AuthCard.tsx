import type { ReactNode } from 'react';
import { Card, Col, Container, Row } from 'react-bootstrap';
import { LogoMark } from '../../components/Logo';
import { usePageTitle } from '../../session/usePageTitle';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the form, e.g. to the other auth page. */
  footer?: ReactNode;
}

/** The centred card shared by the register, login and password pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Container className="py-4 py-md-5">
      <Row className="justify-content-center">
        <Col sm={10} md={8} lg={6} xl={5}>
          <Card className="auth-card border-0 shadow-sm">
            <Card.Body className="p-4 p-md-5">
              <div className="text-center mb-4">
                <LogoMark size={44} />
                <h1 className="h3 fw-bold mt-3 mb-1">{title}</h1>
                {subtitle && <p className="text-body-secondary mb-0">{subtitle}</p>}
              </div>
              {children}
            </Card.Body>
            {footer && (
              <Card.Footer className="text-center bg-transparent py-3">{footer}</Card.Footer>
            )}
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
