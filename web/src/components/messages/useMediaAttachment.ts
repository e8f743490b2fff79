import { useState } from 'react';
import type { MessageType } from '@serendip/protocol';
import { uploadChatMedia } from '../../api/chat';
import { ignoredAttachmentReason } from './ComposerNotice';
import { isEmojiOnly } from './emojiRecents';

/** The type of a chat media file: image when its MIME type says so, otherwise video. */
export function mediaTypeOf(file: File): 'image' | 'video' {
  return file.type.startsWith('image') ? 'image' : 'video';
}

/**
 * The messages a media send makes: the media first, then the caption, if any, as a text (or
 * emoji) message of its own. A chat message has no caption field, so a client that knows only
 * plain messages shows both, in order.
 */
export function mediaMessages(
  fileUrl: string,
  kind: 'image' | 'video',
  caption: string,
): Array<{ content: string; type: MessageType }> {
  const text = caption.trim();
  const messages: Array<{ content: string; type: MessageType }> = [
    { content: fileUrl, type: kind },
  ];
  if (text) messages.push({ content: text, type: isEmojiOnly(text) ? 'emoji' : 'text' });
  return messages;
}

/**
 * A photo or video waiting in the composer's preview: picked, pasted or dropped files land here
 * (or get a notice when they are of a kind the chat does not take), and only Send uploads them.
 */
export function useMediaAttachment(
  send: (content: string, type: MessageType) => void,
  setNotice: (notice: string | null) => void,
) {
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [sending, setSending] = useState(false);

  const attach = (picked: File) => {
    if (sending) return;
    const ignored = ignoredAttachmentReason(picked, 'media');
    setNotice(ignored);
    if (ignored) return;
    setFile(picked);
  };

  const cancel = () => {
    if (sending) return;
    setFile(null);
    setCaption('');
  };

  const submit = async () => {
    if (!file || sending) return;
    setSending(true);
    try {
      const fileUrl = await uploadChatMedia(file);
      for (const message of mediaMessages(fileUrl, mediaTypeOf(file), caption)) {
        send(message.content, message.type);
      }
      setFile(null);
      setCaption('');
    } catch (failure) {
      // A failed media upload in chat is only logged; the preview stays open with its caption,
      // so Send can be tried again or Cancel pressed.
      console.error('Chat media upload failed.', failure);
    } finally {
      setSending(false);
    }
  };

  return { file, caption, setCaption, sending, attach, cancel, submit };
}
