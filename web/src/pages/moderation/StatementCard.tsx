import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Form } from 'react-bootstrap';
import type { Statement } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { useFormat } from '../../i18n/format';
import { useStandingTranslation } from '../../i18n/namespaces/standing';
import { DATE_TIME } from './dateTime';
import { moderationApi } from './moderationApi';

/**
 * When a suspension or ban ends: reversed on a date, ends or ended on a date, or never (a
 * ban); null for a decision that does not last.
 */
export function endOf(
  statement: Statement,
  now = Date.now(),
): { state: 'reversed' | 'ends' | 'ended'; at: string } | { state: 'never' } | null {
  if (statement.liftedAt) return { state: 'reversed', at: statement.liftedAt };
  if (statement.decision === 'ban') return { state: 'never' };
  if (statement.decision !== 'suspension' || !statement.expiresAt) return null;
  return Date.parse(statement.expiresAt) > now
    ? { state: 'ends', at: statement.expiresAt }
    : { state: 'ended', at: statement.expiresAt };
}

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
  const { t } = useStandingTranslation();
  const format = useFormat();
  const date = (iso: string) => format.date(iso, DATE_TIME);
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
      setError(errorMessage(failure, t('statement.appealFailed')));
    }
  };

  return (
    <Card className="mb-3" data-testid="statement">
      <Card.Body>
        <Card.Title className="d-flex flex-wrap gap-2 align-items-center">
          {t(`statement.titles.${statement.decision}`)}
          {statement.automatic && <Badge bg="secondary">{t('statement.automatic')}</Badge>}
          {statement.liftedAt && <Badge bg="success">{t('statement.reversed')}</Badge>}
          {statement.appeal?.status === 'open' && (
            <Badge bg="info" text="dark">
              {t('statement.appealPending')}
            </Badge>
          )}
          {statement.appeal?.status === 'upheld' && (
            <Badge bg="warning" text="dark">
              {t('statement.appealUpheld')}
            </Badge>
          )}
        </Card.Title>
        {/* Written by the server, maybe in another script than the page's: its own direction. */}
        <Card.Text dir="auto">{statement.message}</Card.Text>
        {/* The browser indents a dd on its start side and Bootstrap's left-to-right build
            resets only the left: mx-0 keeps it flush right to left too (it overflowed a phone). */}
        <dl className="row small mb-0">
          <dt className="col-sm-3">{t('statement.rule')}</dt>
          <dd className="col-sm-9 mx-0">
            <bdi>{statement.ruleTitle}</bdi>
          </dd>
          {statement.content && (
            <>
              <dt className="col-sm-3">{t('statement.content')}</dt>
              <dd className="col-sm-9 mx-0">
                <bdi>{statement.content}</bdi>
              </dd>
            </>
          )}
          <dt className="col-sm-3">{t('statement.decided')}</dt>
          <dd className="col-sm-9 mx-0">
            {date(statement.createdAt)}{' '}
            {t(statement.automatic ? 'statement.automatically' : 'statement.byModerator')}
          </dd>
          {end && (
            <>
              <dt className="col-sm-3">
                {t(end.state === 'never' ? 'statement.ends' : `statement.${end.state}`)}
              </dt>
              <dd className="col-sm-9 mx-0" data-testid="statement-end">
                {end.state === 'never' ? t('statement.never') : date(end.at)}
              </dd>
            </>
          )}
          {statement.appeal?.decision && (
            <>
              <dt className="col-sm-3">{t('statement.appealAnswer')}</dt>
              <dd className="col-sm-9 mx-0" dir="auto">
                {statement.appeal.decision}
              </dd>
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
            {t(`statement.appealStatus.${statement.appeal.status}`)}
          </Alert>
        )}
        {canAppeal && (
          <Form onSubmit={submit} className="mt-3">
            <Form.Group controlId={`appeal-${statement._id}`}>
              <Form.Label>
                {t('statement.appealUntil', { date: date(statement.appealUntil!) })}
              </Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={1000}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t('statement.appealPlaceholder')}
              />
            </Form.Group>
            {error && (
              <Alert variant="danger" className="mt-2 mb-0">
                {error}
              </Alert>
            )}
            <Button type="submit" className="mt-2" disabled={!text.trim()}>
              {t('statement.sendAppeal')}
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
