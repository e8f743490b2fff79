import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { useParams } from 'react-router';
import type { QueueItemDetail } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { usePageTitle } from '../../app/usePageTitle';
import { moderationApi, type Rule } from './moderationApi';
import { ModerationNav } from './ModerationNav';
import { BlurredImage } from './BlurredImage';
import { StatementCard } from './StatementCard';

const ACTIONS = [
  ['dismiss', 'Dismiss (no violation)'],
  ['warn', 'Warn'],
  ['remove', 'Remove content'],
  ['terminate', 'End live chat'],
  ['suspend', 'Suspend'],
  ['ban', 'Ban permanently'],
] as const;
type Action = (typeof ACTIONS)[number][0];

type Evidence = { from: string; content: string; type: string; sentAt: string }[];

/** /moderation/item/:subject: one reported person, the reports and evidence, and the decision. */
export default function ItemPage() {
  usePageTitle('Review');
  const subject = decodeURIComponent(useParams().subject ?? '');
  const [item, setItem] = useState<QueueItemDetail | null>(null);
  const [rules, setRules] = useState<Rule[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [action, setAction] = useState<Action>('warn');
  const [rule, setRule] = useState('');
  const [hours, setHours] = useState(24);
  const [note, setNote] = useState('');
  const [photoId, setPhotoId] = useState('');

  const load = useCallback(() => {
    moderationApi.item(subject).then(
      (answer) => {
        setItem(answer);
        setAction(answer.proposed.action);
        if (answer.proposed.hours) setHours(answer.proposed.hours);
      },
      (failure) => setError(errorMessage(failure, 'Could not load this item.')),
    );
  }, [subject]);
  useEffect(() => {
    load();
    moderationApi.rules().then(
      (answer) => setRules(answer.rules),
      () => undefined,
    );
  }, [load]);

  const run = async (work: () => Promise<{ message: string }>) => {
    setError(null);
    try {
      setDone((await work()).message);
      load();
    } catch (failure) {
      setError(errorMessage(failure, 'Something went wrong. Please try again.'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() =>
      moderationApi.act(subject, {
        action,
        note,
        ...(action === 'dismiss' ? {} : { rule }),
        ...(action === 'suspend' ? { hours } : {}),
        ...(action === 'remove' ? { content: { kind: 'photo', id: photoId } } : {}),
      }),
    );
  };

  return (
    <Container className="py-4" style={{ maxWidth: 960 }}>
      <ModerationNav active="queue" />
      {error && <Alert variant="danger">{error}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
      {item && (
        <Row className="g-3">
          <Col lg={7}>
            <Card className="mb-3">
              <Card.Body>
                <Card.Title className="d-flex flex-wrap gap-2 align-items-center">
                  {item.username ?? 'A visitor without an account'}
                  <Badge bg="danger">
                    {item.reporters} reporter{item.reporters === 1 ? '' : 's'}
                  </Badge>
                  {item.claimedBy && <Badge bg="warning">Claimed</Badge>}
                </Card.Title>
                {item.bio && <Card.Text>{item.bio}</Card.Text>}
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => run(() => moderationApi.claim(subject))}
                >
                  Claim
                </Button>
              </Card.Body>
            </Card>
            <h2 className="h5">Reports</h2>
            {item.reportList.map((report) => (
              <Card key={report._id} className="mb-2" data-testid="report">
                <Card.Body>
                  <div className="d-flex flex-wrap gap-2 small text-body-secondary">
                    <Badge bg="secondary">{report.context}</Badge>
                    by {report.reporter === 'account' ? 'an account' : 'a visitor'} ·{' '}
                    {new Date(report.createdAt).toLocaleString()}
                    {report.status === 'reviewed' && <Badge bg="success">Reviewed</Badge>}
                  </div>
                  <p className="mb-1 mt-1">{report.reason}</p>
                  {Array.isArray(report.evidence) && (report.evidence as Evidence).length > 0 && (
                    <ul className="list-unstyled small border rounded p-2 mb-0 bg-body-tertiary">
                      {(report.evidence as Evidence).map((line, index) => (
                        <li key={index}>
                          <strong>{line.from === 'reported' ? 'Reported' : 'Reporter'}:</strong>{' '}
                          {line.type === 'text' || line.type === 'emoji'
                            ? line.content
                            : `[${line.type}]`}
                        </li>
                      ))}
                    </ul>
                  )}
                </Card.Body>
              </Card>
            ))}
            {item.photos.length > 0 && (
              <>
                <h2 className="h5 mt-3">Photos</h2>
                <div className="d-flex flex-wrap gap-2">
                  {item.photos.map((photo) => (
                    <BlurredImage
                      key={photo._id}
                      src={photo.imageUrl}
                      alt={photo.caption || 'Photo'}
                    />
                  ))}
                </div>
              </>
            )}
            <h2 className="h5 mt-3">Earlier decisions</h2>
            {item.sanctions.length === 0 && <p className="text-body-secondary">None.</p>}
            {item.sanctions.map((statement) => (
              <StatementCard key={statement._id} statement={{ ...statement, appealUntil: null }} />
            ))}
          </Col>
          <Col lg={5}>
            <Card>
              <Card.Body>
                <Card.Title>Decision</Card.Title>
                <Form onSubmit={submit}>
                  <Form.Group className="mb-2" controlId="action">
                    <Form.Label>Action</Form.Label>
                    <Form.Select
                      value={action}
                      onChange={(event) => setAction(event.target.value as Action)}
                    >
                      {ACTIONS.map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Text>
                      Escalation policy proposes:{' '}
                      {item.proposed.action === 'suspend'
                        ? `suspend ${item.proposed.hours} h`
                        : item.proposed.action}
                    </Form.Text>
                  </Form.Group>
                  {action !== 'dismiss' && (
                    <Form.Group className="mb-2" controlId="rule">
                      <Form.Label>Rule</Form.Label>
                      <Form.Select
                        value={rule}
                        onChange={(event) => setRule(event.target.value)}
                        required
                      >
                        <option value="">Choose a rule</option>
                        {rules.map((entry) => (
                          <option key={entry.id} value={entry.id}>
                            {entry.title}
                          </option>
                        ))}
                      </Form.Select>
                    </Form.Group>
                  )}
                  {action === 'suspend' && (
                    <Form.Group className="mb-2" controlId="hours">
                      <Form.Label>Duration (hours)</Form.Label>
                      <Form.Control
                        type="number"
                        min={1}
                        value={hours}
                        onChange={(event) => setHours(Number(event.target.value))}
                      />
                    </Form.Group>
                  )}
                  {action === 'remove' && (
                    <Form.Group className="mb-2" controlId="photo">
                      <Form.Label>Photo to remove</Form.Label>
                      <Form.Select
                        value={photoId}
                        onChange={(event) => setPhotoId(event.target.value)}
                        required
                      >
                        <option value="">Choose a photo</option>
                        {item.photos.map((photo) => (
                          <option key={photo._id} value={photo._id}>
                            {photo.caption || photo._id}
                          </option>
                        ))}
                      </Form.Select>
                    </Form.Group>
                  )}
                  <Form.Group className="mb-2" controlId="note">
                    <Form.Label>Note (optional, shown to the person)</Form.Label>
                    <Form.Control
                      as="textarea"
                      rows={2}
                      maxLength={1000}
                      value={note}
                      onChange={(event) => setNote(event.target.value)}
                    />
                  </Form.Group>
                  <Button
                    type="submit"
                    variant={action === 'ban' || action === 'suspend' ? 'danger' : 'primary'}
                  >
                    Apply
                  </Button>
                </Form>
              </Card.Body>
            </Card>
          </Col>
        </Row>
      )}
    </Container>
  );
}
