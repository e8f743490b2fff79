import type { ThreadChannel } from './chat';
import type { AppSocket } from './socket';

const visible = () => document.visibilityState !== 'hidden';

/**
 * Wraps a thread channel so that what is on screen counts as read: after joining, on every new
 * message while the tab is visible, and when the tab becomes visible again. The server then
 * clears the count on all of the person's tabs and devices.
 */
export function withReadMarking(
  channel: ThreadChannel,
  markRead: (socket: AppSocket) => void,
): ThreadChannel {
  return {
    ...channel,
    join(socket, ack) {
      channel.join(socket, (result) => {
        ack(result);
        if (result.ok && visible()) markRead(socket);
      });
    },
    listen(socket, handlers) {
      const onVisible = () => visible() && markRead(socket);
      document.addEventListener('visibilitychange', onVisible);
      const unlisten = channel.listen(socket, {
        ...handlers,
        message(message) {
          handlers.message(message);
          if (visible()) markRead(socket);
        },
      });
      return () => {
        document.removeEventListener('visibilitychange', onVisible);
        unlisten();
      };
    },
  };
}
