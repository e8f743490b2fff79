import { useEffect, useRef } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { PageSpinner } from '../PageSpinner';
import { useSocialTranslation } from '../../i18n/namespaces/social';

interface PagedFooterProps {
  count: number;
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  onLoadMore: () => void;
  emptyText: string;
}

export const END_OF_FEED = "You've reached the end of the feed.";

/**
 * The end of a paged list: loads the next page when scrolled near (IntersectionObserver) or
 * on 'Load More', and shows the loading, error, empty and end states.
 */
export function PagedFooter({
  count,
  loading,
  error,
  hasMore,
  onLoadMore,
  emptyText,
}: PagedFooterProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { t } = useSocialTranslation();

  // A new observer after every load reports at once if the sentinel is still in view.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || loading || error || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loading, error, onLoadMore]);

  return (
    <div className="paged-footer text-center">
      <div ref={sentinelRef} aria-hidden="true" />
      {loading && <PageSpinner label={t('posts.loading')} />}
      {error && (
        <Alert variant="danger" className="paged-footer-error">
          {error}
        </Alert>
      )}
      {!loading && hasMore && (
        <Button variant="outline-primary" className="my-3" onClick={onLoadMore}>
          {t('posts.loadMore')}
        </Button>
      )}
      {!loading && !error && !hasMore && (
        <p className="text-body-secondary py-4 mb-0">{count > 0 ? t('posts.end') : emptyText}</p>
      )}
    </div>
  );
}
