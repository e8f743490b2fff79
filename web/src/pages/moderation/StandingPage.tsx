import { useEffect, useState } from 'react';
import { Alert, Container, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import type { Statement } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { StatementCard } from './StatementCard';
import { TrustLevelCard } from './TrustLevelCard';

/** /account/standing: one's warnings and sanctions with their statements, and appeals. */
export default function StandingPage() {
  usePageTitle('Account standing');
  const [statements, setStatements] = useState<Statement[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    moderationApi.standing().then(
      (answer) => setStatements(answer.sanctions),
      (failure) => setError(errorMessage(failure, 'Could not load your account standing.')),
    );
  }, []);
  return (
    <Container className="py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3">Account standing</h1>
      <p className="text-body-secondary">
        Every decision our moderators or automatic rules made about your account, why, and how to
        appeal it. See the <Link to="/community">Community Guidelines</Link>.
      </p>
      <TrustLevelCard />
      {error && <Alert variant="danger">{error}</Alert>}
      {!statements && !error && <Spinner animation="border" role="status" />}
      {statements?.length === 0 && (
        <Alert variant="success">Your account is in good standing: no warnings or sanctions.</Alert>
      )}
      {statements?.map((statement) => (
        <StatementCard key={statement._id} statement={statement} />
      ))}
    </Container>
  );
}
