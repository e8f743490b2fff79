import type {
  SocketAck,
  ChatMessage,
  Message,
  MessageExtras,
  MessageType,
  UserSummary,
} from '@serendip/protocol';

/**
 * Delivery of chat messages (friend and room chat): optimistic pending messages, a resend with
 * the same clientId after a timeout or a dropped connection (the server answers a resend with
 * the stored message), and the merge of history pages with live messages.
 */

/** A message as the list shows it: a stored one, or a local one still pending or failed. */
export interface ThreadMessage extends Message, MessageExtras {
  clientId?: string;
  delivery?: 'pending' | 'failed';
  /** Why a failed message was refused (the server's ack message). */
  failure?: string;
}

export const SEND_TIMEOUT_MS = 5000;
/** Resends after a timeout while still connected, before the message is marked failed. */
export const MAX_SEND_ATTEMPTS = 5;
export const SEND_FAILED_TEXT = 'Message not sent.';

const LOCAL_PREFIX = 'local:';

function byCreatedAtThenId(a: ThreadMessage, b: ThreadMessage): number {
  const time = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (time !== 0 && !Number.isNaN(time)) return time;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/** A clientId is unique per sender only. */
const senderClientKey = (message: ThreadMessage) => `${message.sender._id} ${message.clientId}`;

/**
 * Merges messages into a list: one entry per _id (the incoming copy wins), a local pending or
 * failed message is dropped once a stored message with its clientId arrives, and the result
 * is sorted by createdAt then _id.
 */
export function mergeMessages(
  current: readonly ThreadMessage[],
  incoming: readonly ThreadMessage[],
): ThreadMessage[] {
  const byId = new Map<string, ThreadMessage>();
  for (const message of [...current, ...incoming]) byId.set(message._id, message);
  const stored = new Set(
    [...byId.values()].filter((m) => !m.delivery && m.clientId).map(senderClientKey),
  );
  return [...byId.values()]
    .filter((message) => !(message.delivery && stored.has(senderClientKey(message))))
    .sort(byCreatedAtThenId);
}

/** The local stand-in shown while a message is on its way. */
export function pendingMessage(
  sender: UserSummary,
  clientId: string,
  content: string,
  type: MessageType,
): ThreadMessage {
  return {
    _id: `${LOCAL_PREFIX}${clientId}`,
    clientId,
    sender,
    content,
    type,
    createdAt: new Date().toISOString(),
    delivery: 'pending',
  };
}

/** Replaces the local message of clientId by the stored one the server acknowledged. */
export function confirmMessage(
  list: readonly ThreadMessage[],
  clientId: string,
  message: ChatMessage,
): ThreadMessage[] {
  return mergeMessages(list, [{ ...message, clientId }]);
}

/** Marks the local message of clientId failed (or pending again, for a manual retry). */
export function setDelivery(
  list: readonly ThreadMessage[],
  clientId: string,
  delivery: 'pending' | 'failed',
  failure?: string,
): ThreadMessage[] {
  return list.map((message) =>
    message.delivery && message.clientId === clientId ? { ...message, delivery, failure } : message,
  );
}

/** The part of a socket the retry loop needs: whether it is up, and its connect events. */
export interface DeliveryLink {
  readonly connected: boolean;
  on(event: 'connect' | 'disconnect', listener: () => void): unknown;
  off(event: 'connect' | 'disconnect', listener: () => void): unknown;
}

export type SendAck = SocketAck<'sendMessage' | 'sendRoomMessage'>;

export interface DeliveryHandlers {
  onSent(clientId: string, message: ChatMessage): void;
  onFailed(clientId: string, reason: string): void;
}

export interface Delivery {
  clientId: string;
  /** Stops retrying and ignores any late answer (the page is going away). */
  cancel(): void;
}

/**
 * Emits payload plus a fresh clientId with an acknowledgement. Without an answer within the
 * timeout, or when the connection drops, it emits again with the SAME clientId: at once when
 * still connected, otherwise on the next connect. {ok:false} marks the message failed.
 */
export function sendWithRetry<P extends object>(
  link: DeliveryLink,
  emit: (payload: P & { clientId: string }, ack: (result: SendAck) => void) => void,
  payload: P,
  handlers: DeliveryHandlers,
  options: { clientId?: string; timeoutMs?: number; maxAttempts?: number } = {},
): Delivery {
  const clientId = options.clientId ?? crypto.randomUUID();
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  const maxAttempts = options.maxAttempts ?? MAX_SEND_ATTEMPTS;
  let done = false;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    done = true;
    clearTimeout(timer);
    link.off('connect', attempt);
    link.off('disconnect', onDrop);
  };
  const onDrop = () => {
    // The answer to an emit in flight may be lost with the connection: resend on reconnect.
    clearTimeout(timer);
  };
  const retry = () => {
    if (done) return;
    if (attempts >= maxAttempts) {
      stop();
      handlers.onFailed(clientId, SEND_FAILED_TEXT);
    } else if (link.connected) attempt();
  };
  function attempt() {
    if (done || !link.connected) return;
    attempts += 1;
    clearTimeout(timer);
    timer = setTimeout(retry, timeoutMs);
    emit({ ...payload, clientId }, (result) => {
      if (done) return;
      stop();
      if (result.ok) handlers.onSent(clientId, result.message);
      else handlers.onFailed(clientId, result.message);
    });
  }

  link.on('connect', attempt);
  link.on('disconnect', onDrop);
  attempt();
  return { clientId, cancel: stop };
}
