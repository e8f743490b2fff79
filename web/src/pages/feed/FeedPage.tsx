import { Col, Container, Row } from 'react-bootstrap';
import { fetchFeedPage } from '../../api/photos';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { PagedFooter } from '../../components/photos/PagedFooter';
import { PhotoList } from '../../components/photos/PhotoList';
import { usePagedPhotos } from '../../components/photos/usePagedPhotos';
import { FeedSidebar } from './FeedSidebar';
import { WelcomeCard } from './WelcomeCard';

export const EMPTY_FEED_TEXT =
  'No photos from your friends yet. Add some friends and they can start posting!';

function FriendsFeed({ feed }: { feed: ReturnType<typeof usePagedPhotos> }) {
  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className="h2 fw-bold mb-4">
        Your Friends&apos; Feed
      </h1>
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
        emptyText={EMPTY_FEED_TEXT}
      />
    </section>
  );
}

/** /feed: friends' posts with infinite scroll and a side column; a welcome for visitors. */
export function FeedPage() {
  const { user } = useAuth();
  usePageTitle('Feed');
  // Friends' posts and one's own (a new post shows at the top at once).
  const feed = usePagedPhotos({ fetchPage: fetchFeedPage, fallback: 'Failed to load feed.' });
  return (
    <Container className="py-4">
      {user ? (
        <Row className="g-4">
          <Col lg={8} xl={7} className="offset-xl-1">
            <FriendsFeed feed={feed} />
          </Col>
          <Col lg={4} xl={3}>
            <FeedSidebar user={user} onUploaded={feed.prependPhoto} />
          </Col>
        </Row>
      ) : (
        <WelcomeCard />
      )}
    </Container>
  );
}
