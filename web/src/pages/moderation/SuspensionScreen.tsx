import { Alert } from 'react-bootstrap';
import type { Statement } from '@serendip/protocol';
import { StatementCard } from './StatementCard';

/** What a suspended or banned person sees instead of a new chat: the statement and the appeal. */
export function SuspensionScreen({ statement }: { statement: Statement }) {
  return (
    <div data-testid="suspension-screen">
      <Alert variant="danger">
        <Alert.Heading className="h5">
          {statement.decision === 'ban' ? 'You are banned' : 'You are suspended'}
        </Alert.Heading>
        You cannot start new chats
        {statement.decision === 'suspension' && statement.expiresAt
          ? ` until ${new Date(statement.expiresAt).toLocaleString()}`
          : ''}
        . Here is why, and how to appeal.
      </Alert>
      <StatementCard statement={statement} />
    </div>
  );
}
