import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import type { Statement } from '@serendip/protocol';
import { StatementCard } from './StatementCard';

interface SuspensionScreenProps {
  statement: Statement;
  /**
   * What the restriction closes: `account`, everything but one's standing and the appeal (a
   * moderator's suspension or ban of a signed-in account); `chat`, new chats with strangers
   * (an automatic suspension, or a visitor's sanction).
   */
  scope?: 'account' | 'chat';
  /** The statement once an appeal was sent from the screen. */
  onAppealed?: (statement: Statement) => void;
}

const until = (iso: string) => new Date(iso).toLocaleString();

/**
 * The one screen a suspended or banned person gets wherever they were refused (sign-in, chat,
 * video, rooms, posting...): what is closed and until when, the statement of reasons, and the
 * appeal form (or the appeal's status once appealed).
 */
export function SuspensionScreen({
  statement,
  scope = 'account',
  onAppealed,
}: SuspensionScreenProps) {
  const banned = statement.decision === 'ban';
  const heading = banned
    ? 'You are permanently banned'
    : statement.expiresAt
      ? `You are suspended until ${until(statement.expiresAt)}`
      : 'You are suspended';
  return (
    <section data-testid="suspension-screen" aria-labelledby="suspension-heading">
      <Alert variant="danger">
        <Alert.Heading as="h2" className="h5" id="suspension-heading">
          {heading}
        </Alert.Heading>
        <p className="mb-0">
          {scope === 'account'
            ? 'While it lasts you can read your account standing and appeal; chats, rooms, posts and the rest of Serendip are closed to you.'
            : `You cannot start new chats with strangers${banned ? '' : ' until then'}.`}{' '}
          {statement.appeal
            ? 'Your appeal is below.'
            : statement.appealUntil
              ? 'Here is why, and how to appeal.'
              : 'Here is why.'}
        </p>
        {scope === 'account' && (
          <p className="mb-0 mt-2 small">
            All decisions about your account: <Link to="/account/standing">Account standing</Link> ·{' '}
            <Link to="/community">Community Guidelines</Link>
          </p>
        )}
      </Alert>
      <StatementCard statement={statement} onAppealed={onAppealed} />
    </section>
  );
}
