import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { COMMENT_MAX_LENGTH, type Comment } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { addComment, fetchComments } from '../../api/photos';
import { loadError, queryClient, useApiMutation, useApiQuery } from '../../api/queries';
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

const commentsKey = (photoId: string) => ['comments', photoId] as const;

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
  // Read once first opened (at once for a highlighted comment); closing keeps what was read.
  const [opened, setOpened] = useState(open);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const query = useApiQuery({
    queryKey: commentsKey(photoId),
    queryFn: ({ signal }) => fetchComments(photoId, signal),
    enabled: opened,
  });
  const comments = query.data;

  const sending = useApiMutation({
    mutationFn: (draft: string) => addComment(photoId, draft),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(commentsKey(photoId), (list = []) => [...list, comment]);
      setText('');
      onCommentAdded(comment);
    },
  });
  const sendError =
    refusal ?? (sending.error ? errorMessage(sending.error, t('posts.commentFailed')) : null);

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    setOpened(true);
    // A read that failed is tried again when the comments are opened again.
    if (opening && query.isError) void query.refetch();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    sending.reset();
    if (!text.trim()) return;
    if (!user) {
      setRefusal(t('posts.loginToComment'));
      return;
    }
    sending.mutate(text);
  };

  const failed = loadError(query, t('posts.commentsFailed'));
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
          {query.isLoading && (
            <div role="status" className="py-2">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              <span className="visually-hidden">{t('posts.loadingComments')}</span>
            </div>
          )}
          {failed && <Alert variant="danger">{failed}</Alert>}
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
            <Button type="submit" size="sm" variant="primary" disabled={sending.isPending}>
              {t('posts.post')}
            </Button>
          </Form>
        </div>
      )}
    </div>
  );
}
