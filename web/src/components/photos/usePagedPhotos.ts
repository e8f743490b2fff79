import { useCallback, useMemo, useState } from 'react';
import { useNavigationType } from 'react-router';
import type { InfiniteData } from '@tanstack/react-query';
import type { FeedPage, Photo } from '@serendip/protocol';
import { loadError, queryClient, useApiInfiniteQuery } from '../../api/queries';
import { mergePhotos, type PhotoUpdate } from './usePhotoList';

interface PagedPhotosOptions {
  /** Which list: its pages are cached under this name. */
  name: 'feed' | 'explore';
  /** A stable (module-level) function fetching one page, counted from 1. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<FeedPage>;
  /** The spec's fallback text when a page fails to load. */
  fallback: string;
  /** Explore also stops at the first empty page. */
  stopOnEmptyPage?: boolean;
}

type Pages = InfiniteData<FeedPage, number>;

/** Whether a page after this one exists (while currentPage is below totalPages). */
export function hasMorePages(result: FeedPage, stopOnEmptyPage: boolean): boolean {
  if (stopOnEmptyPage && result.photos.length === 0) return false;
  return Number(result.currentPage) < Number(result.totalPages);
}

/** Every post of the loaded pages once, in page order (a later page repeats a shifted post). */
function postsOf(pages: Pages | undefined): Photo[] {
  return (pages?.pages ?? []).reduce<Photo[]>((list, page) => mergePhotos(list, page.photos), []);
}

/** Feed states: loading, error, empty, more pages and end of feed. */
export function usePagedPhotos({
  name,
  fetchPage,
  fallback,
  stopOnEmptyPage = false,
}: PagedPhotosOptions) {
  const key = useMemo(() => ['photos', name], [name]);
  // Back and Forward return to the list as it was left, every page loaded then, so the place in
  // it can be restored at once; any other visit starts again from page 1. Dropped before the
  // query below first reads the cache.
  const arrival = useNavigationType();
  useState(() => {
    if (arrival !== 'POP') queryClient.removeQueries({ queryKey: key, exact: true });
  });
  const query = useApiInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) =>
      hasMorePages(last, stopOnEmptyPage) ? (Number(last.currentPage) || lastPage) + 1 : undefined,
    // Reading a paged list again reads every page loaded so far, one request each: neither a
    // return by Back nor a focus reads it again.
    gcTime: 10 * 60_000,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
  const { data, hasNextPage, isPending, isFetchingNextPage, fetchNextPage, refetch } = query;
  const photos = useMemo(() => postsOf(data), [data]);
  const loading = isPending || isFetchingNextPage;
  // Before the first page answers there may be more; after a failed first page, 'Load More'
  // asks for it again.
  const hasMore = data ? hasNextPage : !isPending;
  const lastPage = data?.pages.at(-1);
  const page = lastPage ? Number(lastPage.currentPage) || (data?.pages.length ?? 0) : 0;

  const loadMore = useCallback(() => {
    if (!hasMore || loading) return;
    void (data ? fetchNextPage() : refetch());
  }, [hasMore, loading, data, fetchNextPage, refetch]);

  /** Changes the posts wherever they are in the loaded pages. */
  const changePosts = useCallback(
    (change: (posts: Photo[], index: number) => Photo[]) =>
      queryClient.setQueryData<Pages>(key, (current) =>
        current
          ? {
              ...current,
              pages: current.pages.map((one, index) => ({
                ...one,
                photos: change(one.photos, index),
              })),
            }
          : current,
      ),
    [key],
  );
  const updatePhoto = useCallback(
    (photoId: string, update: PhotoUpdate) =>
      changePosts((posts) => posts.map((photo) => (photo._id === photoId ? update(photo) : photo))),
    [changePosts],
  );
  const removePhoto = useCallback(
    (photoId: string) => changePosts((posts) => posts.filter((photo) => photo._id !== photoId)),
    [changePosts],
  );
  /** Puts a post one just made at the top (the next fetch de-duplicates it by _id). */
  const prependPhoto = useCallback(
    (photo: Photo) =>
      changePosts((posts, index) => [
        ...(index === 0 ? [photo] : []),
        ...posts.filter((item) => item._id !== photo._id),
      ]),
    [changePosts],
  );

  return {
    photos,
    updatePhoto,
    removePhoto,
    prependPhoto,
    loading,
    // A page being read again replaces the failure it is retrying.
    error: loading ? null : loadError(query, fallback),
    page,
    hasMore,
    loadMore,
  };
}
