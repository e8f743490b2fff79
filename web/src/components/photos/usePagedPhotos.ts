import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedPage, Photo } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { mergePhotos, usePhotoList } from './usePhotoList';

interface PagedPhotosOptions {
  /** A stable (module-level) function fetching one page, counted from 1. */
  fetchPage: (page: number) => Promise<FeedPage>;
  /** The spec's fallback text when a page fails to load. */
  fallback: string;
  /** Explore also stops at the first empty page. */
  stopOnEmptyPage?: boolean;
}

interface PageStatus {
  loading: boolean;
  error: string | null;
  /** The last page loaded; 0 before the first one. */
  page: number;
  hasMore: boolean;
}

/** Whether a page after this one exists (while currentPage is below totalPages). */
export function hasMorePages(result: FeedPage, stopOnEmptyPage: boolean): boolean {
  if (stopOnEmptyPage && result.photos.length === 0) return false;
  return Number(result.currentPage) < Number(result.totalPages);
}

/** Feed states: loading, error, empty, more pages and end of feed. */
export function usePagedPhotos({
  fetchPage,
  fallback,
  stopOnEmptyPage = false,
}: PagedPhotosOptions) {
  const { photos, setPhotos, updatePhoto, removePhoto } = usePhotoList();
  const [status, setStatus] = useState<PageStatus>({
    loading: true,
    error: null,
    page: 0,
    hasMore: true,
  });
  // Refs, not state: the scroll sentinel and the button may ask for the same page at once.
  const busyRef = useRef(false);
  const mountedRef = useRef(false);

  const loadPage = useCallback(
    async (page: number) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setStatus((previous) => ({ ...previous, loading: true, error: null }));
      try {
        const result = await fetchPage(page);
        if (!mountedRef.current) return;
        setPhotos((list) => (page === 1 ? result.photos : mergePhotos(list, result.photos)));
        setStatus({
          loading: false,
          error: null,
          page: Number(result.currentPage) || page,
          hasMore: hasMorePages(result, stopOnEmptyPage),
        });
      } catch (failure) {
        if (!mountedRef.current) return;
        setStatus((previous) => ({
          ...previous,
          loading: false,
          error: errorMessage(failure, fallback),
        }));
      } finally {
        busyRef.current = false;
      }
    },
    [fetchPage, fallback, stopOnEmptyPage, setPhotos],
  );

  useEffect(() => {
    mountedRef.current = true;
    void loadPage(1);
    return () => {
      mountedRef.current = false;
    };
  }, [loadPage]);

  const { page, hasMore, loading } = status;
  const loadMore = useCallback(() => {
    if (hasMore && !loading) void loadPage(page + 1);
  }, [hasMore, loading, page, loadPage]);

  /** Puts a post one just made at the top (the next fetch de-duplicates it by _id). */
  const prependPhoto = useCallback(
    (photo: Photo) =>
      setPhotos((list) => [photo, ...list.filter((item) => item._id !== photo._id)]),
    [setPhotos],
  );

  return { photos, updatePhoto, removePhoto, prependPhoto, ...status, loadMore };
}
