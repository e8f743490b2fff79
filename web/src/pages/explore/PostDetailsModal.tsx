import { useId } from 'react';
import { Modal } from 'react-bootstrap';
import type { Photo } from '@serendip/protocol';
import { PhotoCard } from '../../components/photos/PhotoCard';
import type { PhotoListActions } from '../../components/photos/usePhotoList';
import { useSocialTranslation } from '../../i18n/namespaces/social';

interface PostDetailsModalProps extends PhotoListActions {
  /** The open post; kept while the modal fades out. */
  photo: Photo | null;
  show: boolean;
  onClose: () => void;
  onExited: () => void;
  /** A comment to open and highlight (a notification's target). */
  highlightCommentId?: string;
}

/** 'Post Details': the full photo card of an explore item. */
export function PostDetailsModal({
  photo,
  show,
  onClose,
  onExited,
  updatePhoto,
  removePhoto,
  highlightCommentId,
}: PostDetailsModalProps) {
  const titleId = useId();
  const { t } = useSocialTranslation();
  return (
    <Modal
      aria-labelledby={titleId}
      show={show}
      onHide={onClose}
      onExited={onExited}
      centered
      size="lg"
      className="post-details-modal"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {t('posts.details')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0">
        {photo && (
          <PhotoCard
            photo={photo}
            highlightCommentId={highlightCommentId}
            updatePhoto={updatePhoto}
            removePhoto={(photoId) => {
              onClose();
              removePhoto(photoId);
            }}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
