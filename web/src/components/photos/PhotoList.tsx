import type { Photo } from '@serendip/protocol';
import { Icon } from '../Icon';
import { PhotoCard } from './PhotoCard';
import type { PhotoListActions } from './usePhotoList';

interface PhotoListProps extends PhotoListActions {
  photos: Photo[];
  /** Shown instead of the list when there are no posts; omit to show nothing. */
  emptyText?: string;
}

/** Posts as a column of photo cards. */
export function PhotoList({ photos, emptyText, updatePhoto, removePhoto }: PhotoListProps) {
  if (photos.length === 0) {
    return emptyText ? (
      <div className="empty-state text-center py-4">
        <Icon name="image" size={32} className="text-body-tertiary mb-2" />
        <p className="text-body-secondary mb-0">{emptyText}</p>
      </div>
    ) : null;
  }
  return (
    <div className="photo-list">
      {photos.map((photo) => (
        <PhotoCard
          key={photo._id}
          photo={photo}
          updatePhoto={updatePhoto}
          removePhoto={removePhoto}
        />
      ))}
    </div>
  );
}
