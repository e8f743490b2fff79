import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import type { Photo } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { deletePhoto, toggleLike } from '../../api/photos';
import { useAuth } from '../../session/AuthContext';
import { Avatar } from '../Avatar';
import { ConfirmModal } from '../ConfirmModal';
import { useToast } from '../Toasts';
import { CaptionEditor } from './CaptionEditor';
import { CommentsSection } from './CommentsSection';
import { LikeButton } from './LikeButton';
import { PhotoMedia } from './PhotoMedia';
import { ReportButton } from '../report/ReportButton';
import type { PhotoListActions } from './usePhotoList';
import './photos.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';
import { useFormat } from '../../i18n/format';

export const DELETE_PHOTO_CONFIRMATION =
  'Are you sure you want to delete this photo? This action cannot be undone.';

/** Photo card modes. */
type Mode = 'viewing' | 'editingCaption' | 'confirmingDelete';

interface PhotoCardProps extends PhotoListActions {
  photo: Photo;
  /** Opens the comments and brings this one into view, highlighted (from a notification). */
  highlightCommentId?: string;
}

function PostedAt({ createdAt }: { createdAt: string }) {
  const format = useFormat();
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={createdAt} className="small text-body-secondary photo-card-push">
      {format.date(date)}
    </time>
  );
}

const pick = ({ username, profilePicture }: { username: string; profilePicture: string }) => ({
  username,
  profilePicture,
});

/** A post with like, comments and, for its owner only, caption editing and deletion. */
export function PhotoCard({ photo, updatePhoto, removePhoto, highlightCommentId }: PhotoCardProps) {
  const { user } = useAuth();
  const { showToast } = useToast();
  const { t } = useSocialTranslation();
  const [mode, setMode] = useState<Mode>('viewing');
  const [error, setError] = useState<string | null>(null);
  const [liking, setLiking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const isOwner = user !== null && user._id === photo.user._id;
  const liked = user !== null && photo.likes.includes(user._id);
  // One's own posts follow a new picture or name at once (the list was loaded before it).
  const author = isOwner ? { ...photo.user, ...pick(user) } : photo.user;

  const like = async () => {
    setError(null);
    if (!user) {
      setError(t('posts.loginToLike'));
      return;
    }
    setLiking(true);
    try {
      const { likes } = await toggleLike(photo._id);
      updatePhoto(photo._id, (current) => ({ ...current, likes }));
    } catch (failure) {
      setError(errorMessage(failure, t('posts.likeFailed')));
    } finally {
      setLiking(false);
    }
  };

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await deletePhoto(photo._id);
      setMode('viewing');
      showToast(t('posts.deleted'), 'success');
      removePhoto(photo._id);
    } catch (failure) {
      setError(errorMessage(failure, t('posts.deleteFailed')));
      setMode('viewing');
      setDeleting(false);
    }
  };

  return (
    <Card as="article" className="photo-card border-0 shadow-sm">
      <Card.Header className="photo-card-header d-flex align-items-center gap-2">
        <Link to={`/profile/${photo.user._id}`} className="photo-card-author">
          <Avatar profilePicture={author.profilePicture} size={36} decorative />
          <span className="fw-semibold text-break">{author.username}</span>
        </Link>
        <PostedAt createdAt={photo.createdAt} />
        {user && !isOwner && (
          <ReportButton
            kind="photo"
            id={photo._id}
            what={t('posts.photoByReport', { name: photo.user.username })}
          />
        )}
      </Card.Header>
      <PhotoMedia photo={photo} />
      <Card.Body>
        {error && (
          <Alert variant="danger" dismissible onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {mode === 'editingCaption' ? (
          <CaptionEditor
            photo={photo}
            onCancel={() => setMode('viewing')}
            onSaved={({ caption }) => {
              updatePhoto(photo._id, (current) => ({ ...current, caption }));
              setMode('viewing');
            }}
          />
        ) : (
          photo.caption && <p className="photo-caption text-break mb-2">{photo.caption}</p>
        )}
        <div className="d-flex flex-wrap align-items-center gap-2">
          <LikeButton liked={liked} count={photo.likes.length} busy={liking} onToggle={like} />
          {isOwner && mode === 'viewing' && (
            <div className="photo-card-push d-flex gap-2">
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => setMode('editingCaption')}
              >
                {t('posts.editCaption')}
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => setMode('confirmingDelete')}
              >
                {t('common.delete')}
              </Button>
            </div>
          )}
        </div>
        <CommentsSection
          photoId={photo._id}
          commentCount={photo.commentCount}
          highlightCommentId={highlightCommentId}
          onCommentAdded={() =>
            updatePhoto(photo._id, (current) => ({
              ...current,
              commentCount: current.commentCount + 1,
            }))
          }
        />
      </Card.Body>
      {isOwner && (
        <ConfirmModal
          show={mode === 'confirmingDelete'}
          title={t('posts.deleteTitle')}
          body={t('posts.deleteConfirm')}
          confirmLabel={t('common.delete')}
          variant="danger"
          busy={deleting}
          onConfirm={confirmDelete}
          onCancel={() => setMode('viewing')}
        />
      )}
    </Card>
  );
}
