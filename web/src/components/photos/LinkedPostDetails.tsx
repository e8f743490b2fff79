import { useId, useState } from 'react';
import { Alert, Modal } from 'react-bootstrap';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Photo } from '@serendip/protocol';
import { fetchPhoto } from '../../api/photos';
import { loadError, queryClient, useApiQuery } from '../../api/queries';
import { PostDetailsModal } from '../../pages/explore/PostDetailsModal';
import { COMMENT_PARAM, POST_PARAM } from '../notifications/notificationTarget';
import type { PhotoUpdate } from './usePhotoList';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** 'Post Details' for the post named in the address; closing it takes the post out of the address. */
export function LinkedPostDetails({ postId }: { postId: string }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const postKey = ['photo', postId];
  const read = useApiQuery({
    queryKey: postKey,
    queryFn: ({ signal }) => fetchPhoto(postId, signal),
  });
  // Deleted from its card here: the details close.
  const [removed, setRemoved] = useState(false);
  const photo = removed ? null : (read.data ?? null);
  const { t } = useSocialTranslation();
  const error = loadError(read, t('posts.unavailable'));
  const [show, setShow] = useState(true);
  const titleId = useId();

  // Opened from inside the app (a notification): Back returns to where it was opened.
  // Opened from a fresh page load: the address loses the post, the page stays.
  const leave = () => {
    if (location.key !== 'default') {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(POST_PARAM);
    next.delete(COMMENT_PARAM);
    const search = next.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  };

  if (error) {
    return (
      <Modal
        show={show}
        onHide={() => setShow(false)}
        onExited={leave}
        centered
        aria-labelledby={titleId}
      >
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {t('posts.details')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Alert variant="secondary" className="mb-0">
            {error}
          </Alert>
        </Modal.Body>
      </Modal>
    );
  }
  const update = (photoId: string, change: PhotoUpdate) =>
    queryClient.setQueryData<Photo>(postKey, (current) =>
      current && current._id === photoId ? change(current) : current,
    );
  return (
    <PostDetailsModal
      photo={photo}
      show={show && photo !== null}
      onClose={() => setShow(false)}
      onExited={leave}
      updatePhoto={update}
      removePhoto={() => setRemoved(true)}
      highlightCommentId={params.get(COMMENT_PARAM) ?? undefined}
    />
  );
}
