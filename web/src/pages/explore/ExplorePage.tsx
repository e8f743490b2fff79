import { useMemo, useState } from 'react';
import { Container } from 'react-bootstrap';
import { fetchExplorePage } from '../../api/photos';
import { usePageTitle } from '../../session/usePageTitle';
import { PagedFooter } from '../../components/photos/PagedFooter';
import { usePagedPhotos } from '../../components/photos/usePagedPhotos';
import { useMediaQuery } from '../../components/useMediaQuery';
import { ExploreTile } from './ExploreTile';
import { packedTileSizes, tileSize } from './tileSize';
import { PostDetailsModal } from './PostDetailsModal';
import './explore.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';

export const EMPTY_EXPLORE_TEXT = 'No content to explore yet.';

/** Explore: everyone's photos and videos in a dense grid; an item opens in 'Post Details'. */
/** The grid's columns at this width (explore.css: 2, 3 from 768 px, 4 from 1200 px). */
function useExploreColumns(): number {
  const medium = useMediaQuery('(min-width: 768px)');
  const wide = useMediaQuery('(min-width: 1200px)');
  return wide ? 4 : medium ? 3 : 2;
}

export function ExplorePage() {
  const { t } = useSocialTranslation();
  usePageTitle(t('explore.title'));
  const columns = useExploreColumns();
  const explore = usePagedPhotos({
    name: 'explore',
    fetchPage: fetchExplorePage,
    fallback: t('explore.loadFailed'),
    stopOnEmptyPage: true,
  });
  // The id outlives `show` until the closing animation ends, so the card does not vanish mid-fade.
  const [opened, setOpened] = useState<{ photoId: string | null; show: boolean }>({
    photoId: null,
    show: false,
  });
  const openPhoto = explore.photos.find((photo) => photo._id === opened.photoId) ?? null;
  const open = (photoId: string) => setOpened({ photoId, show: true });
  const sizes = useMemo(
    () => packedTileSizes(explore.photos.map(tileSize), columns),
    [explore.photos, columns],
  );

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold mb-4">{t('explore.title')}</h1>
      {explore.photos.length > 0 && (
        <div className="explore-grid-container">
          <ul className="explore-grid list-unstyled mb-0">
            {explore.photos.map((photo, index) => (
              <ExploreTile key={photo._id} photo={photo} size={sizes[index]!} onOpen={open} />
            ))}
          </ul>
        </div>
      )}
      <PagedFooter
        count={explore.photos.length}
        loading={explore.loading}
        error={explore.error}
        hasMore={explore.hasMore}
        onLoadMore={explore.loadMore}
        emptyText={t('explore.empty')}
      />
      <PostDetailsModal
        photo={openPhoto}
        show={opened.show && openPhoto !== null}
        onClose={() => setOpened((current) => ({ ...current, show: false }))}
        onExited={() => setOpened({ photoId: null, show: false })}
        updatePhoto={explore.updatePhoto}
        removePhoto={explore.removePhoto}
      />
    </Container>
  );
}
