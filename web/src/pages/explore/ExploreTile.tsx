import { useRef } from 'react';
import type { Photo } from '@serendip/protocol';
import { Icon } from '../../components/Icon';
import { useMediaLabel } from '../../components/photos/PhotoMedia';
import { useInlineVideo } from '../../components/photos/useInlineVideo';
import type { TileSize } from './tileSize';

/** A video tile plays muted, without controls, while on screen; the poster shows until then. */
function TileVideo({ photo, poster }: { photo: Photo; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const label = useMediaLabel()(photo);
  useInlineVideo(ref);
  return (
    <>
      <video
        ref={ref}
        src={photo.imageUrl}
        poster={poster}
        muted
        playsInline
        loop
        preload="none"
        aria-hidden="true"
        data-testid="explore-video"
      />
      <span className="visually-hidden">{label}</span>
    </>
  );
}

interface ExploreTileProps {
  photo: Photo;
  /** Its span in the grid (packedTileSizes). */
  size: TileSize;
  onOpen: (photoId: string) => void;
}

/** A grid cell (1x1, 2x2, tall or wide) whose preview opens the post. */
export function ExploreTile({ photo, size, onOpen }: ExploreTileProps) {
  const label = useMediaLabel()(photo);
  const { columns, rows } = size;
  const classes = ['explore-grid-item'];
  if (columns === 2) classes.push('explore-tile-wide');
  if (rows === 2) classes.push('explore-tile-tall');
  const preview = photo.thumbnailUrl || (photo.type === 'image' ? photo.imageUrl : undefined);
  return (
    <li className={classes.join(' ')} data-testid="explore-item">
      <button
        type="button"
        className="explore-tile"
        onClick={() => onOpen(photo._id)}
        aria-haspopup="dialog"
      >
        {preview && photo.type === 'video' ? (
          <TileVideo photo={photo} poster={preview} />
        ) : preview ? (
          <img src={preview} alt={label} loading="lazy" decoding="async" />
        ) : (
          <span className="explore-tile-placeholder">
            {/* No thumbnail: the video's first frame (the media fragment skips a black frame 0). */}
            <video
              src={`${photo.imageUrl}#t=0.1`}
              preload="metadata"
              muted
              playsInline
              aria-hidden="true"
            />
            <span className="visually-hidden">{label}</span>
          </span>
        )}
        {photo.type === 'video' && (
          <span className="explore-tile-badge">
            <Icon name="video" size={18} />
          </span>
        )}
      </button>
    </li>
  );
}
