import type { CSSProperties } from 'react';
import type { Photo } from '@serendip/protocol';

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

/** The image, or a video player with its poster, of a post. */
export function PhotoMedia({ photo }: { photo: Photo }) {
  const style = reservedShape(photo.aspectRatio);
  if (photo.type === 'video') {
    return (
      <video
        className="photo-media"
        src={photo.imageUrl}
        poster={photo.thumbnailUrl}
        controls
        playsInline
        preload="metadata"
        aria-label={mediaLabel(photo)}
        style={style}
      />
    );
  }
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
