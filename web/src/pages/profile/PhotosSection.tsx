import { PhotoUploadForm } from '../../components/photos/PhotoUploadForm';
import { UserPhotos } from './UserPhotos';
import { useUserPhotos } from './useUserPhotos';
import { usePostCreated } from '../../shell/createPost/CreatePostContext';

/**
 * The own profile's photos: the user's posts as cards (as on others' profiles), newest first, and
 * an upload form; a post made with Create elsewhere in the frame shows at the top too.
 */
export function PhotosSection({ userId }: { userId: string }) {
  const { photos, setPhotos, updatePhoto, removePhoto, loading, error } = useUserPhotos(userId);
  usePostCreated((photo) => setPhotos((list) => [photo, ...list]));
  return (
    <>
      <UserPhotos
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
