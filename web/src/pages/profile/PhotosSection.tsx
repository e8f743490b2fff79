import { PhotoUploadForm } from '../../components/photos/PhotoUploadForm';
import { UserPhotos } from './UserPhotos';
import { useUserPhotos } from './useUserPhotos';

/** The own profile's photos: the user's posts as a grid, newest first, and an upload form. */
export function PhotosSection({ userId }: { userId: string }) {
  const { photos, setPhotos, updatePhoto, removePhoto, loading, error } = useUserPhotos(userId);
  return (
    <>
      <UserPhotos
        grid
        photos={photos}
        loading={loading}
        error={error}
        updatePhoto={updatePhoto}
        removePhoto={removePhoto}
      />
      <PhotoUploadForm onUploaded={(photo) => setPhotos((list) => [photo, ...list])} />
    </>
  );
}
