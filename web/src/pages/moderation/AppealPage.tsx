import { useEffect, useState } from 'react';
import { Alert, Container, Spinner } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import type { Statement } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { SuspensionScreen } from './SuspensionScreen';
import { StatementCard } from './StatementCard';

/**
 * /appeal/:token: a decision named by the appeal token of its statement, for someone who is not
 * signed in (a visitor, or a link kept from a refusal); it shows the same suspension screen, or
 * the statement card once the decision no longer restricts (one appeal per decision, within 6
 * months).
 */
export default function AppealPage() {
  usePageTitle('Appeal a decision');
  const token = useParams().token ?? '';
  const [statement, setStatement] = useState<Statement | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    moderationApi.statementByToken(token).then(
      (answer) => live && setStatement(answer.statement),
      (failure) =>
        live && setError(errorMessage(failure, 'This appeal link is not valid any more.')),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const restricted = statement?.decision === 'suspension' || statement?.decision === 'ban';
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">Appeal a decision</h1>
      {error && (
        <Alert variant="danger">
          {error} <Link to="/login">Back to login</Link>
        </Alert>
      )}
      {!statement && !error && (
        <div role="status" className="py-3">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span className="visually-hidden">Loading the decision...</span>
        </div>
      )}
      {statement &&
        (restricted && !statement.liftedAt ? (
          <SuspensionScreen statement={statement} />
        ) : (
          <StatementCard statement={statement} />
        ))}
    </Container>
  );
}
