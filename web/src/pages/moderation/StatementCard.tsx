import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Form } from 'react-bootstrap';
import type { Statement } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { moderationApi } from './moderationApi';

const TITLES: Record<Statement['decision'], string> = {
  warning: 'Warning',
  removal: 'Content removed',
  termination: 'Chat ended',
  suspension: 'Suspension',
  ban: 'Permanent ban',
};

const date = (iso: string) => new Date(iso).toLocaleString();

/** When a suspension or ban ends, in words: its end, "Ended", "Permanent" or "Reversed". */
export function endOf(
  statement: Statement,
  now = Date.now(),
): { label: string; value: string } | null {
  if (statement.liftedAt) return { label: 'Reversed', value: date(statement.liftedAt) };
  if (statement.decision === 'ban') return { label: 'Ends', value: 'Never: the ban is permanent' };
  if (statement.decision !== 'suspension' || !statement.expiresAt) return null;
  return Date.parse(statement.expiresAt) > now
    ? { label: 'Ends', value: date(statement.expiresAt) }
    : { label: 'Ended', value: date(statement.expiresAt) };
}

const APPEAL_STATUS: Record<NonNullable<Statement['appeal']>['status'], string> = {
  open: 'Appeal sent: a different moderator than the one who decided will review it.',
  upheld: 'Appeal reviewed: the decision stands.',
  reversed: 'Appeal accepted: the decision was reversed.',
};

interface StatementCardProps {
  statement: Statement;
  /** Called once an appeal was sent from this card (the statement as it reads now). */
  onAppealed?: (statement: Statement) => void;
}

/**
 * One decision with its statement of reasons (what, which content, which rule, automatic or
 * not, until when) and, while it may be appealed, the appeal form; once appealed, the appeal's
 * status and answer instead.
 */
export function StatementCard({ statement, onAppealed }: StatementCardProps) {
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canAppeal = Boolean(statement.appealUntil) && !sent;
  const end = endOf(statement);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await moderationApi.appeal({
        text,
        ...(statement.appealToken
          ? { appealToken: statement.appealToken }
          : { sanctionId: statement._id }),
      });
      setSent(answer.message);
      const { appealToken: _spent, ...rest } = statement;
      onAppealed?.({ ...rest, appealUntil: null, appeal: { status: 'open', decision: null } });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not send the appeal. Please try again.'));
    }
  };

  return (
    <Card className="mb-3" data-testid="statement">
      <Card.Body>
        <Card.Title className="d-flex flex-wrap gap-2 align-items-center">
          {TITLES[statement.decision]}
          {statement.automatic && <Badge bg="secondary">Automatic</Badge>}
          {statement.liftedAt && <Badge bg="success">Reversed</Badge>}
          {statement.appeal?.status === 'open' && (
            <Badge bg="info" text="dark">
              Appeal pending
            </Badge>
          )}
          {statement.appeal?.status === 'upheld' && (
            <Badge bg="warning" text="dark">
              Appeal upheld
            </Badge>
          )}
        </Card.Title>
        <Card.Text>{statement.message}</Card.Text>
        <dl className="row small mb-0">
          <dt className="col-sm-3">Rule</dt>
          <dd className="col-sm-9">{statement.ruleTitle}</dd>
          {statement.content && (
            <>
              <dt className="col-sm-3">Content</dt>
              <dd className="col-sm-9">{statement.content}</dd>
            </>
          )}
          <dt className="col-sm-3">Decided</dt>
          <dd className="col-sm-9">
            {date(statement.createdAt)}{' '}
            {statement.automatic ? '(automatically)' : '(by a moderator)'}
          </dd>
          {end && (
            <>
              <dt className="col-sm-3">{end.label}</dt>
              <dd className="col-sm-9" data-testid="statement-end">
                {end.value}
              </dd>
            </>
          )}
          {statement.appeal?.decision && (
            <>
              <dt className="col-sm-3">Appeal answer</dt>
              <dd className="col-sm-9">{statement.appeal.decision}</dd>
            </>
          )}
        </dl>
        {sent && (
          <Alert variant="success" className="mt-3 mb-0" role="status">
            {sent}
          </Alert>
        )}
        {!sent && statement.appeal && (
          <Alert variant="info" className="mt-3 mb-0" data-testid="appeal-status">
            {APPEAL_STATUS[statement.appeal.status]}
          </Alert>
        )}
        {canAppeal && (
          <Form onSubmit={submit} className="mt-3">
            <Form.Group controlId={`appeal-${statement._id}`}>
              <Form.Label>Appeal this decision (until {date(statement.appealUntil!)})</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={1000}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Tell a moderator why this decision is wrong."
              />
            </Form.Group>
            {error && (
              <Alert variant="danger" className="mt-2 mb-0">
                {error}
              </Alert>
            )}
            <Button type="submit" className="mt-2" disabled={!text.trim()}>
              Send appeal
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
