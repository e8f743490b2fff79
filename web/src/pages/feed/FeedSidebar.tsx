import { Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import type { Photo, SelfUser } from '@serendip/protocol';
import { AdSlot } from '../../components/AdSlot';
import { Avatar } from '../../components/Avatar';
import { FriendsList } from '../../components/FriendsList';
import { Icon, type IconName } from '../../components/Icon';
import { PhotoUploadForm } from '../../components/photos/PhotoUploadForm';
import { useSocialTranslation } from '../../i18n/namespaces/social';

const quickLinks: {
  to: string;
  label: 'friends' | 'conversations' | 'searchUsers';
  icon: IconName;
}[] = [
  { to: '/friends', label: 'friends', icon: 'users' },
  { to: '/conversations', label: 'conversations', icon: 'chat' },
  { to: '/search', label: 'searchUsers', icon: 'search' },
];

function FeedProfileCard({ user }: { user: SelfUser }) {
  const { t } = useSocialTranslation();
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="d-flex align-items-center gap-3">
        <Avatar profilePicture={user.profilePicture} username={user.username} size={56} />
        <div className="min-w-0">
          <h2 className="h6 fw-bold mb-1 text-break">{user.username}</h2>
          <p
            className={`small mb-1 text-break ${user.bio ? '' : 'text-body-secondary fst-italic'}`}
          >
            {user.bio || t('feed.noBio')}
          </p>
          <Link to="/profile" className="small fw-semibold">
            {t('feed.viewProfile')}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}

function QuickLinks() {
  const { t } = useSocialTranslation();
  return (
    <Card as="nav" aria-labelledby="quick-links-heading" className="border-0 shadow-sm">
      <Card.Body>
        <h2 id="quick-links-heading" className="h6 fw-bold mb-2">
          {t('feed.quickLinks')}
        </h2>
        <ListGroup variant="flush">
          {quickLinks.map(({ to, label, icon }) => (
            <ListGroup.Item
              key={to}
              as={Link}
              to={to}
              action
              className="d-flex align-items-center gap-2 px-0"
            >
              <Icon name={icon} size={18} />
              {t(`feed.${label}`)}
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Card.Body>
    </Card>
  );
}

/** The feed's side column: profile card, upload, friends with presence, quick links, an ad. */
export function FeedSidebar({
  user,
  onUploaded,
}: {
  user: SelfUser;
  /** A new post of one's own: the feed shows it at the top. */
  onUploaded: (photo: Photo) => void;
}) {
  return (
    <div className="feed-sidebar d-flex flex-column gap-4">
      <FeedProfileCard user={user} />
      {/* Narrower screens post from the prompt above the feed (the side column comes after it). */}
      <div className="d-none d-lg-block">
        <PhotoUploadForm onUploaded={onUploaded} />
      </div>
      <FriendsList limit={8} />
      <QuickLinks />
      <AdSlot slot="feed-sidebar" />
    </div>
  );
}
