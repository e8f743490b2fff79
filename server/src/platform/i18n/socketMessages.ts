import type { AppSocket } from '../socket';
import { withTranslatedMessage } from './serverMessages';

/**
 * A client event's arguments with its ack (the last argument, when a function) answering in the
 * socket's language: whatever answers it (a handler, a guard's refusal) writes the spec's English
 * `{ ok: false, message }`, and it reaches the client translated. English sockets keep theirs as
 * they are, with no wrapper.
 */
export function withTranslatedAck(socket: AppSocket, args: unknown[]): unknown[] {
  const { language } = socket.data;
  const ack = args.at(-1);
  if (!language || language === 'en' || typeof ack !== 'function') return args;
  const translatingAck = (result: unknown, ...rest: unknown[]) =>
    (ack as (...values: unknown[]) => void)(withTranslatedMessage(result, language), ...rest);
  return [...args.slice(0, -1), translatingAck];
}
