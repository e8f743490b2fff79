import { Col, Container, Row } from 'react-bootstrap';
import type { SelfUser } from '@serendip/protocol';
import { fetchFeedPage } from '../../api/photos';
import { usePageTitle } from '../../session/usePageTitle';
import { PagedFooter } from '../../components/photos/PagedFooter';
import { PhotoList } from '../../components/photos/PhotoList';
import { usePagedPhotos } from '../../components/photos/usePagedPhotos';
import { FeedSidebar } from './FeedSidebar';
import { CreatePostPrompt } from './CreatePostPrompt';
import { usePostCreated } from '../../shell/createPost/CreatePostContext';
import { useSocialTranslation } from '../../i18n/namespaces/social';

export const EMPTY_FEED_TEXT =
  'No photos from your friends yet. Add some friends and they can start posting!';

function FriendsFeed({ feed }: { feed: ReturnType<typeof usePagedPhotos> }) {
  const { t } = useSocialTranslation();
  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className="h2 fw-bold mb-4">
        {t('feed.heading')}
      </h1>
      <CreatePostPrompt />
      <PhotoList
        photos={feed.photos}
        updatePhoto={feed.updatePhoto}
        removePhoto={feed.removePhoto}
      />
      <PagedFooter
        count={feed.photos.length}
        loading={feed.loading}
        error={feed.error}
        hasMore={feed.hasMore}
        onLoadMore={feed.loadMore}
        emptyText={t('feed.empty')}
      />
    </section>
  );
}

/**
 * /feed for a signed-in user: friends' posts with infinite scroll and a side column. Visitors get
 * FeedWelcomePage instead (AppRoutes picks), so none of this code loads for them.
 */
export function FeedPage({ user }: { user: SelfUser }) {
  const { t } = useSocialTranslation();
  usePageTitle(t('feed.pageTitle'));
  // Friends' posts and one's own (a new post shows at the top at once).
  const feed = usePagedPhotos({
    name: 'feed',
    fetchPage: fetchFeedPage,
    fallback: t('feed.loadFailed'),
  });
  usePostCreated(feed.prependPhoto);
  return (
    <Container className="py-4">
      <Row className="g-4">
        <Col lg={8} xl={7} className="offset-xl-1">
          <FriendsFeed feed={feed} />
        </Col>
        <Col lg={4} xl={3}>
          <FeedSidebar user={user} onUploaded={feed.prependPhoto} />
        </Col>
      </Row>
    </Container>
  );
}
