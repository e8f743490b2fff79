import { Button, Card } from 'react-bootstrap';
import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/Icon';
import { useAuth } from '../../session/AuthContext';
import { useCreatePost } from '../../shell/createPost/CreatePostContext';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/**
 * Above the feed below 992 px, where the side column (with its upload form) comes after the
 * endless feed: one tap opens the post composer.
 */
export function CreatePostPrompt() {
  const { user } = useAuth();
  const { openComposer } = useCreatePost();
  const { t } = useSocialTranslation();
  return (
    <Card className="create-post-prompt border-0 shadow-sm mb-4 d-lg-none">
      <Card.Body className="d-flex align-items-center gap-3 p-3">
        {user && (
          <Avatar
            profilePicture={user.profilePicture}
            username={user.username}
            size={40}
            decorative
          />
        )}
        <span className="flex-grow-1 text-body-secondary">{t('feed.prompt')}</span>
        <Button
          variant="primary"
          className="d-inline-flex align-items-center gap-1"
          onClick={openComposer}
        >
          <Icon name="image" size={18} />
          {t('feed.create')}
        </Button>
      </Card.Body>
    </Card>
  );
}
