import type { Statement } from '@serendip/protocol';

/**
 * How the app learns that the person is suspended or banned: any refused call (a 403 whose body
 * carries `statement`) or socket acknowledgement (`{ ok: false, message, statement }`) reports
 * the statement here, and the session shows the one suspension screen (session/AuthContext.tsx).
 */

const listeners = new Set<(statement: Statement) => void>();

/** The statement of reasons in a refusal's body or ack, if it carries one. */
export function statementIn(answer: unknown): Statement | null {
  if (!answer || typeof answer !== 'object' || !('statement' in answer)) return null;
  const { statement } = answer as { statement: unknown };
  if (!statement || typeof statement !== 'object') return null;
  const { _id, decision, message } = statement as Partial<Statement>;
  return typeof _id === 'string' && typeof decision === 'string' && typeof message === 'string'
    ? (statement as Statement)
    : null;
}

/** Called with every statement a refusal carried. */
export function onRestriction(listener: (statement: Statement) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells the listeners when `answer` (a refused call's body, an ack) carries a statement. */
export function noticeRestriction(answer: unknown): void {
  const statement = statementIn(answer);
  if (statement) for (const listener of listeners) listener(statement);
}

/**
 * Whether a statement restricts the whole account now: a moderator's suspension that has not
 * ended or a ban, neither reversed. An automatic suspension only keeps someone from meeting
 * strangers (the chat pages show it where it happened).
 */
export function restrictsAccount(statement: Statement | null | undefined, now = Date.now()) {
  if (!statement || statement.automatic || statement.liftedAt) return false;
  if (statement.decision === 'ban') return true;
  return (
    statement.decision === 'suspension' &&
    statement.expiresAt !== null &&
    Date.parse(statement.expiresAt) > now
  );
}
