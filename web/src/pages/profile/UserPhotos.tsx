import { Alert } from 'react-bootstrap';
import type { Photo } from '@serendip/protocol';
import { PageSpinner } from '../../components/PageSpinner';
import { PhotoList } from '../../components/photos/PhotoList';
import { PhotoGrid } from './PhotoGrid';
import type { PhotoListActions } from '../../components/photos/usePhotoList';

interface UserPhotosProps extends PhotoListActions {
  photos: Photo[];
  loading: boolean;
  error: string | null;
  /** A three-column grid of thumbnails (own profile) instead of a column of cards. */
  grid?: boolean;
}

/** The 'Photos' section of a profile: its loading, error, empty state or photo cards. */
export function UserPhotos({
  photos,
  loading,
  error,
  updatePhoto,
  removePhoto,
  grid = false,
}: UserPhotosProps) {
  return (
    <section aria-labelledby="profile-photos-heading">
      <h2 id="profile-photos-heading" className="h5 fw-bold mb-3">
        Photos
      </h2>
      {loading && <PageSpinner label="Loading photos..." />}
      {error && <Alert variant="danger">{error}</Alert>}
      {!loading && !error && grid && photos.length > 0 && (
        <PhotoGrid photos={photos} updatePhoto={updatePhoto} removePhoto={removePhoto} />
      )}
      {!loading && !error && (!grid || photos.length === 0) && (
        <PhotoList
          photos={photos}
          emptyText="No photos uploaded yet."
          updatePhoto={updatePhoto}
          removePhoto={removePhoto}
        />
      )}
    </section>
  );
}
