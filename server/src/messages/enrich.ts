import {
  MESSAGE_DELETED,
  REACTORS_LISTED_MAX,
  REPLY_EXCERPT_LENGTH,
  type MessageReaction,
  type ReplyExcerpt,
} from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { messagesByIds, reactionsOf, type ReactionRow } from './actionQueries';
import type { LoadedExtras, MessageRow, SenderRow } from './presenter';
import type { MessageWithSender } from './queries';

const MEDIA_EXCERPT = { image: 'Photo', video: 'Video' } as const;

/** The quote a reply shows of its original (gone or deleted: 'Message deleted'). */
export function replyExcerpt(
  id: string,
  original: { message: MessageRow; sender: SenderRow } | undefined,
): ReplyExcerpt {
  if (!original || original.message.deletedAt)
    return {
      _id: id,
      ...(original
        ? { sender: { _id: original.sender.id, username: original.sender.username } }
        : {}),
      type: 'text',
      excerpt: MESSAGE_DELETED,
      deleted: true,
    };
  const { message, sender } = original;
  const characters = Array.from(message.content);
  const excerpt =
    message.type === 'image' || message.type === 'video'
      ? MEDIA_EXCERPT[message.type]
      : characters.length > REPLY_EXCERPT_LENGTH
        ? `${characters.slice(0, REPLY_EXCERPT_LENGTH).join('')}…`
        : message.content;
  return {
    _id: id,
    sender: { _id: sender.id, username: sender.username },
    type: message.type,
    excerpt,
  };
}

/** Reaction rows of one message, grouped by emoji in the order each emoji first came. */
export function groupReactions(rows: ReactionRow[]): MessageReaction[] {
  const byEmoji = new Map<string, MessageReaction>();
  for (const row of rows) {
    let reaction = byEmoji.get(row.emoji);
    if (!reaction) byEmoji.set(row.emoji, (reaction = { emoji: row.emoji, count: 0, users: [] }));
    reaction.count += 1;
    if (reaction.users.length < REACTORS_LISTED_MAX)
      reaction.users.push({ _id: row.userId, username: row.username });
  }
  return [...byEmoji.values()];
}

/**
 * The replies' originals and the reactions of a page of messages: two queries per page
 * whatever its size (none for replies when the page quotes nothing), never one per message.
 */
export async function loadExtras(
  db: Database,
  rows: MessageWithSender[],
): Promise<Map<string, LoadedExtras>> {
  const quoted = [...new Set(rows.flatMap((row) => row.message.replyToId ?? []))];
  const [originals, reactions] = await Promise.all([
    messagesByIds(db, quoted),
    reactionsOf(
      db,
      rows.filter((row) => !row.message.deletedAt).map((row) => row.message.id),
    ),
  ]);
  const originalById = new Map(originals.map((row) => [row.message.id, row]));
  const reactionRows = new Map<string, ReactionRow[]>();
  for (const reaction of reactions) {
    const list = reactionRows.get(reaction.messageId) ?? [];
    list.push(reaction);
    reactionRows.set(reaction.messageId, list);
  }
  const extras = new Map<string, LoadedExtras>();
  for (const { message } of rows) {
    const own: LoadedExtras = {};
    if (message.replyToId)
      own.replyTo = replyExcerpt(message.replyToId, originalById.get(message.replyToId));
    const mine = reactionRows.get(message.id);
    if (mine) own.reactions = groupReactions(mine);
    extras.set(message.id, own);
  }
  return extras;
}
