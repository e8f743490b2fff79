import type { Ack } from '@serendip/protocol';
import type { ThreadChannel } from './chat';

/**
 * Wraps a thread channel so that every successful join's answer (on open and after each
 * reconnect) also reaches `onAnswer`: the extras the server adds there ("Seen", room counts and
 * join lines) are fresh on every join.
 */
export function withJoinAnswer<Extras extends object>(
  channel: ThreadChannel,
  onAnswer: (extras: Partial<Extras>) => void,
): ThreadChannel {
  return {
    ...channel,
    join(socket, ack) {
      channel.join(socket, (result: Ack) => {
        ack(result);
        if (result.ok) onAnswer(result as Partial<Extras>);
      });
    },
  };
}
