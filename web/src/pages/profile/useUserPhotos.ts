import { useCallback } from 'react';
import type { Photo } from '@serendip/protocol';
import { fetchUserPhotos } from '../../api/photos';
import { accountText } from '../../i18n/namespaces/account';
import { loadError, queryClient, useApiQuery } from '../../api/queries';
import { mergePhotos, type PhotoUpdate } from '../../components/photos/usePhotoList';

const userPhotosKey = (userId: string) => ['photos', 'user', userId] as const;

/** The posts in the cache now that were not there before: added while a read was under way. */
function addedSince(before: Photo[] | undefined, key: readonly unknown[]): Photo[] {
  const now = queryClient.getQueryData<Photo[]>(key) ?? [];
  const known = new Set((before ?? []).map((photo) => photo._id));
  return now.filter((photo) => !known.has(photo._id));
}

/** A user's posts (GET /api/photos/user/{id}), editable by their photo cards. */
export function useUserPhotos(userId: string) {
  const key = userPhotosKey(userId);
  const query = useApiQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<Photo[]>(key);
      const loaded = await fetchUserPhotos(userId, signal);
      // A post uploaded while the list was loading stays, once.
      return mergePhotos(addedSince(before, key), loaded);
    },
  });

  const setPhotos = useCallback(
    (change: (list: Photo[]) => Photo[]) =>
      queryClient.setQueryData<Photo[]>(userPhotosKey(userId), (list) => change(list ?? [])),
    [userId],
  );
  const updatePhoto = useCallback(
    (photoId: string, update: PhotoUpdate) =>
      setPhotos((list) => list.map((photo) => (photo._id === photoId ? update(photo) : photo))),
    [setPhotos],
  );
  const removePhoto = useCallback(
    (photoId: string) => setPhotos((list) => list.filter((photo) => photo._id !== photoId)),
    [setPhotos],
  );

  return {
    photos: query.data ?? [],
    setPhotos,
    updatePhoto,
    removePhoto,
    loading: query.isPending,
    error: loadError(query, accountText('profile.photosFailed')),
  };
}
