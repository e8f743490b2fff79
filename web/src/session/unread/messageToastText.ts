import type { ChatMessage } from '@serendip/protocol';

/** How much of a message's text a toast shows. */
const TOAST_TEXT_LENGTH = 60;

/** "bob: the start of the message…", or "[Image]"/"[Video]" for media. */
export function messageToastText(
  message: Pick<ChatMessage, 'sender' | 'type' | 'content'>,
): string {
  let text = message.content;
  if (message.type === 'image') text = '[Image]';
  else if (message.type === 'video') text = '[Video]';
  else {
    const characters = Array.from(text);
    if (characters.length > TOAST_TEXT_LENGTH)
      text = `${characters.slice(0, TOAST_TEXT_LENGTH).join('')}…`;
  }
  return `${message.sender.username}: ${text}`;
}
