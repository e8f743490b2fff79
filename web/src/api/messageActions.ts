import type {
  SocketAck,
  ChatMessage,
  DeleteMessagePayload,
  EditMessagePayload,
  ReactToMessagePayload,
} from '@serendip/protocol';
import type { AppSocket } from './socket';

/** How long an action waits for its acknowledgement before saying it failed. */
const ACTION_TIMEOUT_MS = 8000;
const FAILED = 'Could not reach the server. Please try again.';

type Payloads = {
  reactToMessage: ReactToMessagePayload;
  editMessage: EditMessagePayload;
  deleteMessage: DeleteMessagePayload;
};

/** Sends one message action; resolves with the message as it now is, or rejects with the reason. */
export function messageAction<E extends keyof Payloads>(
  socket: AppSocket,
  event: E,
  payload: Payloads[E],
): Promise<ChatMessage> {
  return new Promise((resolve, reject) => {
    const timed = socket.timeout(ACTION_TIMEOUT_MS) as unknown as {
      emit(
        event: string,
        payload: unknown,
        ack: (error: Error | null, result: SocketAck<keyof Payloads>) => void,
      ): void;
    };
    timed.emit(event, payload, (error, result) => {
      if (error || !result) reject(new Error(FAILED));
      else if (result.ok) resolve(result.message);
      else reject(new Error(result.message || FAILED));
    });
  });
}
