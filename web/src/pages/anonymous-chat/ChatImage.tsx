import { useState } from 'react';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

interface ChatImageProps {
  src: string;
  /** A stranger's image starts blurred and is shown only after a click. */
  blurred: boolean;
}

/** An image in the anonymous chat; the stranger's stay blurred until the user asks. */
export function ChatImage({ src, blurred }: ChatImageProps) {
  const { t } = useStrangersTranslation();
  const [revealed, setRevealed] = useState(!blurred);
  if (revealed) {
    return (
      <a href={src} target="_blank" rel="noreferrer noopener" className="anon-image-link">
        <img src={src} alt={t('messages.sharedImage')} className="anon-image" loading="lazy" />
      </a>
    );
  }
  return (
    <button
      type="button"
      className="anon-image-cover"
      onClick={() => setRevealed(true)}
      aria-label={t('messages.revealImage')}
    >
      <img src={src} alt="" className="anon-image anon-image-blurred" aria-hidden="true" />
      <span className="anon-image-cover-label">{t('messages.clickToReveal')}</span>
    </button>
  );
}
