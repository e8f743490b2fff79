import { useState } from 'react';
import { useModerationTranslation } from '../../i18n/namespaces/moderation';

interface BlurredImageProps {
  src: string;
  alt: string;
  /** A reported video is blurred the same way; its controls appear once shown. */
  video?: boolean;
}

/**
 * Reported media stays blurred until the moderator chooses to look (one click). Media that has
 * expired (anonymous chat images go after a few hours) says so instead of a broken picture.
 */
export function BlurredImage({ src, alt, video = false }: BlurredImageProps) {
  const { t } = useModerationTranslation();
  const [shown, setShown] = useState(false);
  const [gone, setGone] = useState(false);
  if (gone)
    return (
      <span className="d-inline-block border rounded small text-body-secondary p-2">
        {t(video ? 'media.videoGone' : 'media.imageGone')}
      </span>
    );
  const style = {
    objectFit: 'cover' as const,
    filter: shown ? 'none' : 'blur(16px)',
    maxWidth: '100%',
  };
  if (shown && video)
    return (
      <video src={src} controls width={240} style={style} onError={() => setGone(true)}>
        {alt}
      </video>
    );
  return (
    <button
      type="button"
      className="border-0 p-0 bg-transparent position-relative overflow-hidden rounded"
      onClick={() => setShown(true)}
      aria-label={shown ? alt : t('media.show', { what: alt })}
      title={shown ? alt : t('media.reveal')}
      data-blurred={shown ? 'false' : 'true'}
    >
      {video ? (
        <video src={src} width={120} height={120} muted preload="metadata" style={style} />
      ) : (
        <img
          src={src}
          alt={alt}
          width={shown ? 240 : 120}
          height={shown ? undefined : 120}
          style={style}
          onError={() => setGone(true)}
        />
      )}
      {!shown && (
        <span className="position-absolute top-50 start-50 translate-middle badge text-bg-dark">
          {t('media.reveal')}
        </span>
      )}
    </button>
  );
}
