import { Button, Card } from 'react-bootstrap';
import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/Icon';
import { useAuth } from '../../session/AuthContext';
import { useCreatePost } from '../../shell/createPost/CreatePostContext';

/**
 * Above the feed below 992 px, where the side column (with its upload form) comes after the
 * endless feed: one tap opens the post composer.
 */
export function CreatePostPrompt() {
  const { user } = useAuth();
  const { openComposer } = useCreatePost();
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
        <span className="flex-grow-1 text-body-secondary">Share a photo with your friends</span>
        <Button
          variant="primary"
          className="d-inline-flex align-items-center gap-1"
          onClick={openComposer}
        >
          <Icon name="image" size={18} />
          Create
        </Button>
      </Card.Body>
    </Card>
  );
}
