import type { ChatMessage, MessageDraft, MessagePage } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { invalid } from '../platform/errors';
import { messageWriter } from './groupCommit';
import { newId } from '../platform/ids';
import { presentMessage } from './presenter';
import { loadExtras } from './enrich';
import { countMessages, pageOfMessages, type MessagePlace } from './queries';

/** Paths POST /api/chat/upload-media makes: images in chat/ or anon/, videos in chat/. */
const MEDIA_PATH = {
  image: /^\/uploads\/(chat|anon)\/[0-9a-f-]{36}\.[a-z0-9]+$/,
  video: /^\/uploads\/chat\/[0-9a-f-]{36}\.[a-z0-9]+$/,
};

export interface StoreMessageInput {
  senderId: string;
  /** The client's `{ content, type, clientId }`, parsed with the protocol's schema. */
  draft: MessageDraft;
  /** The original it replies to, already checked to be in the same place. */
  replyToId?: string;
}

export interface StoredMessage {
  message: ChatMessage;
  /** False when the clientId was already used: the stored message is returned unchanged. */
  created: boolean;
}

/** A media message must carry a path POST /api/chat/upload-media made. */
export function checkMediaPath<T extends MessageDraft>(draft: T): T {
  const { type, content } = draft;
  if ((type === 'image' || type === 'video') && !MEDIA_PATH[type].test(content))
    throw invalid('Media messages must carry a file uploaded to the chat.');
  return draft;
}

/**
 * Writes a message before anyone hears of it (docs/architecture.md), in the process's group
 * commit; `deliver` runs once it is stored, in commit order. A resend with a clientId already
 * used by this sender returns the stored message instead of a duplicate.
 */
export function storeMessage(
  ctx: Pick<AppContext, 'db'>,
  place: MessagePlace,
  input: StoreMessageInput,
  deliver?: (stored: StoredMessage) => Promise<void>,
): Promise<StoredMessage> {
  const draft = checkMediaPath(input.draft);
  const row = {
    id: newId(),
    conversationId: 'conversationId' in place ? place.conversationId : null,
    roomId: 'roomId' in place ? place.roomId : null,
    senderId: input.senderId,
    // A client written from the spec sends no clientId: each such send is a new message.
    clientId: draft.clientId ?? `server-${newId()}`,
    type: draft.type,
    content: draft.content,
    replyToId: input.replyToId ?? null,
  };
  return messageWriter(ctx.db).store(row, deliver);
}

/**
 * One page of history: page 1 holds the newest `limit` messages; each page is in ascending
 * order (createdAt, then _id). Pages are counted from the newest, so messages arriving
 * between two requests shift older pages; clients merge pages by _id.
 */
export async function listMessages(
  ctx: Pick<AppContext, 'db'>,
  place: MessagePlace,
  page: number,
  limit = 20,
): Promise<MessagePage & { messages: ChatMessage[] }> {
  const [total, rows] = await Promise.all([
    countMessages(ctx.db, place),
    pageOfMessages(ctx.db, place, (page - 1) * limit, limit),
  ]);
  const extras = await loadExtras(ctx.db, rows);
  return {
    messages: rows
      .reverse()
      .map((row) => presentMessage(row.message, row.sender, extras.get(row.message.id))),
    totalPages: Math.max(1, Math.ceil(total / limit)),
    currentPage: page,
  };
}
