import { useState } from 'react';
import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorMessage } from '../../api/http';
import { loadError, queryClient, useApiMutation, useApiQuery } from '../../api/queries';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { ModerationNav } from './ModerationNav';

/** /moderation/appeals: open appeals, decided by another moderator than the one who decided. */
export default function AppealsPage() {
  usePageTitle('Appeals');
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const appealsQuery = useApiQuery({
    queryKey: ['moderation', 'appeals'],
    queryFn: ({ signal }) => moderationApi.appeals(signal),
  });
  const appeals = appealsQuery.data?.appeals ?? null;
  // The list is read again after a decision.
  const decision = useApiMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: 'upheld' | 'reversed' }) =>
      moderationApi.decideAppeal(id, verdict, reasons[id] ?? ''),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['moderation', 'appeals'] }),
  });
  const decide = (id: string, verdict: 'upheld' | 'reversed') => decision.mutate({ id, verdict });
  const done = decision.data?.message ?? null;
  const error = decision.isError
    ? errorMessage(decision.error, 'Could not decide the appeal.')
    : loadError(appealsQuery, 'Could not load the appeals.');
  return (
    <Container className="py-3 py-sm-4 px-2 px-sm-3" style={{ maxWidth: 960 }}>
      <ModerationNav active="appeals" />
      {error && <Alert variant="danger">{error}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
      {appeals?.length === 0 && <Alert variant="info">No open appeals.</Alert>}
      {appeals?.map((appeal) => (
        <Card key={appeal._id} className="mb-3" data-testid="appeal">
          <Card.Body className="p-2 p-sm-3">
            <Card.Title as="h2" className="h6 d-flex flex-wrap gap-2 align-items-center">
              <span className="text-break">{appeal.username ?? appeal.visitor}</span>
              <Link to={appeal.itemPath} className="small fw-normal">
                Reports and evidence
              </Link>
              <small className="ms-auto text-body-secondary fw-normal">
                {new Date(appeal.createdAt).toLocaleString()}
              </small>
            </Card.Title>
            <Card.Text className="small text-body-secondary">
              <strong>Decision:</strong> {appeal.statement.message}
            </Card.Text>
            <Card.Text className="text-break">
              <strong>Appeal:</strong> {appeal.text}
            </Card.Text>
            {appeal.allowed.length === 0 ? (
              <p className="small text-body-secondary mb-0">
                You made this decision: a different moderator reviews the appeal.
              </p>
            ) : (
              <>
                <Form.Control
                  as="textarea"
                  rows={2}
                  aria-label="Reason sent back"
                  placeholder="Reason sent back to the person"
                  value={reasons[appeal._id] ?? ''}
                  onChange={(event) => setReasons({ ...reasons, [appeal._id]: event.target.value })}
                />
                <div className="d-flex gap-2 mt-2">
                  {appeal.allowed.includes('reversed') && (
                    <Button variant="success" onClick={() => decide(appeal._id, 'reversed')}>
                      Reverse
                    </Button>
                  )}
                  {appeal.allowed.includes('upheld') && (
                    <Button
                      variant="outline-secondary"
                      onClick={() => decide(appeal._id, 'upheld')}
                    >
                      Uphold
                    </Button>
                  )}
                </div>
              </>
            )}
          </Card.Body>
        </Card>
      ))}
    </Container>
  );
}
