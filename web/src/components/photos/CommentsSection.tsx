import { useEffect, useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { COMMENT_MAX_LENGTH, type Comment } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { addComment, fetchComments } from '../../api/photos';
import { useAuth } from '../../session/AuthContext';
import { ReportButton } from '../report/ReportButton';
import { useSocialTranslation } from '../../i18n/namespaces/social';

interface CommentsSectionProps {
  photoId: string;
  commentCount: number;
  onCommentAdded: (comment: Comment) => void;
  /** Shown open from the start, with this comment scrolled into view and highlighted. */
  highlightCommentId?: string;
}

function CommentList({
  comments,
  selfId,
  highlightId,
}: {
  comments: Comment[];
  selfId?: string;
  highlightId?: string;
}) {
  const { t } = useSocialTranslation();
  if (comments.length === 0) {
    return <p className="text-body-secondary small mb-2">{t('posts.noComments')}</p>;
  }
  return (
    <ul className="list-unstyled comment-list mb-2">
      {comments.map((comment) => (
        <li
          key={comment._id}
          className={`comment-item ${comment._id === highlightId ? 'comment-highlight' : ''}`}
          data-comment-id={comment._id}
          ref={
            comment._id === highlightId
              ? (element) => element?.scrollIntoView?.({ block: 'center' })
              : undefined
          }
        >
          <Link to={`/profile/${comment.user._id}`} className="fw-semibold comment-author">
            {comment.user.username}
          </Link>
          <span className="text-break">{comment.text}</span>
          {selfId && selfId !== comment.user._id && (
            <ReportButton
              kind="comment"
              id={comment._id}
              what={t('posts.commentBy', { name: comment.user.username })}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The comments of a post: hidden until toggled, fetched on first opening. */
export function CommentsSection({
  photoId,
  commentCount,
  onCommentAdded,
  highlightCommentId,
}: CommentsSectionProps) {
  const { user } = useAuth();
  const { t } = useSocialTranslation();
  const regionId = useId();
  const [open, setOpen] = useState(highlightCommentId !== undefined);
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const load = async () => {
    setLoading(true);
    setLoadError(null);
    try {
      setComments(await fetchComments(photoId));
    } catch (failure) {
      setLoadError(errorMessage(failure, t('posts.commentsFailed')));
    } finally {
      setLoading(false);
    }
  };

  // Opened for a highlighted comment: load at once, as a click on the toggle would.
  useEffect(() => {
    if (highlightCommentId !== undefined) void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the comment asked for
  }, [highlightCommentId]);

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (opening && comments === null && !loading) void load();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSendError(null);
    if (!text.trim()) return;
    if (!user) {
      setSendError(t('posts.loginToComment'));
      return;
    }
    setSending(true);
    try {
      const comment = await addComment(photoId, text);
      setComments((previous) => [...(previous ?? []), comment]);
      setText('');
      onCommentAdded(comment);
    } catch (failure) {
      setSendError(errorMessage(failure, t('posts.commentFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="photo-comments">
      <Button
        variant="link"
        size="sm"
        className="px-0 text-decoration-none"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={toggle}
      >
        {t('posts.comments', { count: commentCount })}
      </Button>
      {open && (
        <div id={regionId} className="pt-2">
          {loading && (
            <div role="status" className="py-2">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              <span className="visually-hidden">{t('posts.loadingComments')}</span>
            </div>
          )}
          {loadError && <Alert variant="danger">{loadError}</Alert>}
          {comments && (
            <CommentList comments={comments} selfId={user?._id} highlightId={highlightCommentId} />
          )}
          {sendError && <Alert variant="danger">{sendError}</Alert>}
          <Form onSubmit={submit} className="d-flex gap-2">
            <Form.Control
              size="sm"
              value={text}
              maxLength={COMMENT_MAX_LENGTH}
              placeholder={t('posts.writeComment')}
              aria-label={t('posts.addComment')}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" size="sm" variant="primary" disabled={sending}>
              {t('posts.post')}
            </Button>
          </Form>
        </div>
      )}
    </div>
  );
}
