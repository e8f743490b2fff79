import { CloseButton } from 'react-bootstrap';
import { useComposerTranslation } from '../../i18n/namespaces/composer';
import { i18n } from '../../i18n/i18n';

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
  // In the language on screen now (the words are English until its catalogue has loaded).
  return i18n.t(kinds === 'media' ? 'ignoredMedia' : 'ignoredImages', {
    ns: 'composer',
    name: file.name,
  });
}

/** A one-line notice above a chat's composer, read out when it appears, closed by its button. */
export function ComposerNotice({ text, onClose }: { text: string | null; onClose(): void }) {
  const { t } = useComposerTranslation();
  if (!text) return null;
  return (
    <div className="composer-notice" role="alert">
      <span className="flex-grow-1">{text}</span>
      <CloseButton aria-label={t('dismiss')} onClick={onClose} />
    </div>
  );
}
