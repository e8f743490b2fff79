import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import { errorMessage } from '../../api/http';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi, type OpenAppeal } from './moderationApi';
import { ModerationNav } from './ModerationNav';

/** /moderation/appeals: open appeals, decided by another moderator than the one who decided. */
export default function AppealsPage() {
  usePageTitle('Appeals');
  const [appeals, setAppeals] = useState<OpenAppeal[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const load = useCallback(() => {
    moderationApi.appeals().then(
      (answer) => setAppeals(answer.appeals),
      (failure) => setError(errorMessage(failure, 'Could not load the appeals.')),
    );
  }, []);
  useEffect(load, [load]);
  const decide = async (id: string, decision: 'upheld' | 'reversed') => {
    setError(null);
    try {
      setDone((await moderationApi.decideAppeal(id, decision, reasons[id] ?? '')).message);
      load();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not decide the appeal.'));
    }
  };
  return (
    <Container className="py-4" style={{ maxWidth: 960 }}>
      <ModerationNav active="appeals" />
      {error && <Alert variant="danger">{error}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
      {appeals?.length === 0 && <Alert variant="info">No open appeals.</Alert>}
      {appeals?.map((appeal) => (
        <Card key={appeal._id} className="mb-3" data-testid="appeal">
          <Card.Body>
            <Card.Text className="small text-body-secondary">{appeal.statement.message}</Card.Text>
            <Card.Text>
              <strong>Appeal:</strong> {appeal.text}
            </Card.Text>
            <Form.Control
              as="textarea"
              rows={2}
              aria-label="Reason sent back"
              placeholder="Reason sent back to the person"
              value={reasons[appeal._id] ?? ''}
              onChange={(event) => setReasons({ ...reasons, [appeal._id]: event.target.value })}
            />
            <div className="d-flex gap-2 mt-2">
              <Button variant="success" onClick={() => decide(appeal._id, 'reversed')}>
                Reverse
              </Button>
              <Button variant="outline-secondary" onClick={() => decide(appeal._id, 'upheld')}>
                Uphold
              </Button>
            </div>
          </Card.Body>
        </Card>
      ))}
    </Container>
  );
}
