import { useCallback, useState } from 'react';
import type { Photo } from '@serendip/protocol';

/** Changes one post; given the post as it is now, so concurrent changes never overwrite each other. */
export type PhotoUpdate = (photo: Photo) => Photo;

export interface PhotoListActions {
  updatePhoto: (photoId: string, update: PhotoUpdate) => void;
  removePhoto: (photoId: string) => void;
}

/** Posts merged by _id: a later page repeats a post when new ones shifted the pages. */
export function mergePhotos(existing: Photo[], incoming: Photo[]): Photo[] {
  const seen = new Set(existing.map((photo) => photo._id));
  return [...existing, ...incoming.filter((photo) => !seen.has(photo._id))];
}

/** A list of posts that its photo cards can update and remove. */
export function usePhotoList() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const updatePhoto = useCallback((photoId: string, update: PhotoUpdate) => {
    setPhotos((list) => list.map((photo) => (photo._id === photoId ? update(photo) : photo)));
  }, []);
  const removePhoto = useCallback((photoId: string) => {
    setPhotos((list) => list.filter((photo) => photo._id !== photoId));
  }, []);
  return { photos, setPhotos, updatePhoto, removePhoto };
}
