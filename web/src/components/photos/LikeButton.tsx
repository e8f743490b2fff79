import { Button, Spinner } from 'react-bootstrap';
import { Icon } from '../Icon';
import { useSocialTranslation } from '../../i18n/namespaces/social';

interface LikeButtonProps {
  liked: boolean;
  count: number;
  busy: boolean;
  onToggle: () => void;
}

/** A toggle button with the like count; pressed when the viewer likes the post. */
export function LikeButton({ liked, count, busy, onToggle }: LikeButtonProps) {
  const { t } = useSocialTranslation();
  return (
    <Button
      variant={liked ? 'danger' : 'outline-danger'}
      size="sm"
      className="d-inline-flex align-items-center gap-1"
      aria-pressed={liked}
      aria-label={t('posts.like', { count })}
      disabled={busy}
      onClick={onToggle}
    >
      {busy ? (
        <Spinner animation="border" size="sm" aria-hidden="true" />
      ) : (
        <Icon name="heart" size={16} className={liked ? 'like-icon-filled' : undefined} />
      )}
      <span aria-hidden="true">{count}</span>
    </Button>
  );
}
