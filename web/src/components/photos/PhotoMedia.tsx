import { useCallback, useRef, type CSSProperties } from 'react';
import type { Photo } from '@serendip/protocol';
import { useInlineVideo } from './useInlineVideo';
import { useSocialTranslation } from '../../i18n/namespaces/social';

type Labelled = Pick<Photo, 'type' | 'user' | 'caption'>;

/** Alternative text for a post, in the reader's language: its kind, author and caption. */
export function useMediaLabel(): (photo: Labelled) => string {
  const { t } = useSocialTranslation();
  return useCallback(
    (photo: Labelled) => {
      const name = photo.user.username;
      const caption = photo.caption.trim();
      if (photo.type === 'video')
        return caption
          ? t('posts.videoByCaption', { name, caption })
          : t('posts.videoBy', { name });
      return caption ? t('posts.photoByCaption', { name, caption }) : t('posts.photoBy', { name });
    },
    [t],
  );
}

/** Reserves the media's box before it loads when the server knows its shape (no layout jump). */
function reservedShape(aspectRatio: number | undefined): CSSProperties | undefined {
  return aspectRatio && Number.isFinite(aspectRatio) && aspectRatio > 0
    ? { aspectRatio: String(aspectRatio) }
    : undefined;
}

/**
 * A post's video inline: poster first, muted, with controls; plays while on screen and pauses
 * when it leaves (see useInlineVideo). Without a poster the first frame's metadata loads.
 */
function PostVideo({ photo, style }: { photo: Photo; style: CSSProperties | undefined }) {
  const ref = useRef<HTMLVideoElement>(null);
  const label = useMediaLabel()(photo);
  useInlineVideo(ref);
  return (
    <video
      ref={ref}
      className="photo-media"
      src={photo.imageUrl}
      poster={photo.thumbnailUrl}
      controls
      muted
      playsInline
      loop
      preload={photo.thumbnailUrl ? 'none' : 'metadata'}
      aria-label={label}
      style={style}
      data-testid="post-video"
    />
  );
}

/** The image, or a video player with its poster, of a post. */
export function PhotoMedia({ photo }: { photo: Photo }) {
  const style = reservedShape(photo.aspectRatio);
  const label = useMediaLabel()(photo);
  if (photo.type === 'video') return <PostVideo photo={photo} style={style} />;
  return (
    <img
      className="photo-media"
      src={photo.imageUrl}
      alt={label}
      loading="lazy"
      decoding="async"
      style={style}
    />
  );
}
