import { Modal } from 'react-bootstrap';
import type { Photo } from '@serendip/protocol';
import { PhotoCard } from '../../components/photos/PhotoCard';
import type { PhotoListActions } from '../../components/photos/usePhotoList';

interface PostDetailsModalProps extends PhotoListActions {
  /** The open post; kept while the modal fades out. */
  photo: Photo | null;
  show: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** 'Post Details': the full photo card of an explore item. */
export function PostDetailsModal({
  photo,
  show,
  onClose,
  onExited,
  updatePhoto,
  removePhoto,
}: PostDetailsModalProps) {
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      centered
      size="lg"
      className="post-details-modal"
      aria-labelledby="post-details-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="post-details-title" as="h2" className="h5">
          Post Details
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0">
        {photo && (
          <PhotoCard
            photo={photo}
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
