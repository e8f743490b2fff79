import { CloseButton } from 'react-bootstrap';

/** What may be attached in a chat: friend and room chats take photos and videos, strangers images. */
export type AttachmentKinds = 'media' | 'images';

/**
 * Why a picked file was not sent (the file dialog's "All files" lets anything through), or null
 * when the file is of a kind the chat takes.
 */
export function ignoredAttachmentReason(file: File, kinds: AttachmentKinds): string | null {
  const image = file.type.startsWith('image/');
  const video = file.type.startsWith('video/');
  if (image || (kinds === 'media' && video)) return null;
  const allowed = kinds === 'media' ? 'photos and videos' : 'images';
  return `"${file.name}" was not sent: only ${allowed} can be shared in this chat.`;
}

/** A one-line notice above a chat's composer, read out when it appears, closed by its button. */
export function ComposerNotice({ text, onClose }: { text: string | null; onClose(): void }) {
  if (!text) return null;
  return (
    <div className="composer-notice" role="alert">
      <span className="flex-grow-1">{text}</span>
      <CloseButton aria-label="Dismiss" onClick={onClose} />
    </div>
  );
}
