import { CONVERSATION_PREVIEW_LENGTH, type Conversation } from '@serendip/protocol';

/**
 * The last-message preview of a conversation row: '[Image]' or '[Video]' for media,
 * otherwise the text cut to 30 characters followed by '...'.
 */
export function conversationPreview(
  lastMessage: Conversation['lastMessage'],
  /** The media labels in the reader's language. */
  labels: { image: string; video: string } = { image: '[Image]', video: '[Video]' },
): string {
  if (!lastMessage) return '';
  if (lastMessage.type === 'image') return labels.image;
  if (lastMessage.type === 'video') return labels.video;
  // Counted in code points so an emoji is never cut in half.
  const characters = Array.from(lastMessage.content);
  return characters.length > CONVERSATION_PREVIEW_LENGTH
    ? `${characters.slice(0, CONVERSATION_PREVIEW_LENGTH).join('')}...`
    : lastMessage.content;
}
