import { useRef, type CSSProperties } from 'react';
import type { Photo } from '@serendip/protocol';
import { useInlineVideo } from './useInlineVideo';

/** Alternative text for a post: its kind, its author and, when present, its caption. */
export function mediaLabel(photo: Pick<Photo, 'type' | 'user' | 'caption'>): string {
  const kind = photo.type === 'video' ? 'Video' : 'Photo';
  const caption = photo.caption.trim();
  return caption
    ? `${kind} by ${photo.user.username}: ${caption}`
    : `${kind} by ${photo.user.username}`;
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
      aria-label={mediaLabel(photo)}
      style={style}
      data-testid="post-video"
    />
  );
}

/** The image, or a video player with its poster, of a post. */
export function PhotoMedia({ photo }: { photo: Photo }) {
  const style = reservedShape(photo.aspectRatio);
  if (photo.type === 'video') return <PostVideo photo={photo} style={style} />;
  return (
    <img
      className="photo-media"
      src={photo.imageUrl}
      alt={mediaLabel(photo)}
      loading="lazy"
      decoding="async"
      style={style}
    />
  );
}
