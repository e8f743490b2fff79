import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/http';
import { fetchUserPhotos } from '../../api/photos';
import { accountText } from '../../i18n/namespaces/account';
import { mergePhotos, usePhotoList } from '../../components/photos/usePhotoList';

/** A user's posts (GET /api/photos/user/{id}), editable by their photo cards. */
export function useUserPhotos(userId: string) {
  const { photos, setPhotos, updatePhoto, removePhoto } = usePhotoList();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    fetchUserPhotos(userId)
      .then((loaded) => {
        // A post uploaded while the list was loading stays, once.
        if (active) setPhotos((list) => mergePhotos(list, loaded));
      })
      .catch((failure: unknown) => {
        if (active) setError(errorMessage(failure, accountText('profile.photosFailed')));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [userId, setPhotos]);

  return { photos, setPhotos, updatePhoto, removePhoto, loading, error };
}
