import { PhotoUploadForm } from '../../components/photos/PhotoUploadForm';
import { UserPhotos } from './UserPhotos';
import { useUserPhotos } from './useUserPhotos';

/** The own profile's photos: an upload form and the user's posts, newest first. */
export function PhotosSection({ userId }: { userId: string }) {
  const { photos, setPhotos, updatePhoto, removePhoto, loading, error } = useUserPhotos(userId);
  return (
    <>
      <PhotoUploadForm onUploaded={(photo) => setPhotos((list) => [photo, ...list])} />
      <UserPhotos
        photos={photos}
        loading={loading}
        error={error}
        updatePhoto={updatePhoto}
        removePhoto={removePhoto}
      />
    </>
  );
}
