import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { Photo } from '@serendip/protocol';
import { Icon } from '../../components/Icon';
import { PhotoCard } from '../../components/photos/PhotoCard';
import { mediaLabel } from '../../components/photos/PhotoMedia';
import type { PhotoListActions } from '../../components/photos/usePhotoList';

interface PhotoGridProps extends PhotoListActions {
  photos: Photo[];
}

/**
 * Posts as a three-column grid of square thumbnails (as on Instagram); a click opens the full
 * photo card (likes, comments, caption, delete) in a dialog.
 */
export function PhotoGrid({ photos, updatePhoto, removePhoto }: PhotoGridProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = photos.find((photo) => photo._id === openId);
  return (
    <>
      <ul className="profile-grid list-unstyled mb-0" aria-label="Your posts">
        {photos.map((photo) => (
          <li key={photo._id}>
            <button
              type="button"
              className="profile-grid-item"
              onClick={() => setOpenId(photo._id)}
              aria-label={`Open ${mediaLabel(photo)}`}
            >
              {photo.type === 'video' && !photo.thumbnailUrl ? (
                <video src={photo.imageUrl} muted playsInline preload="metadata" aria-hidden />
              ) : (
                <img src={photo.thumbnailUrl ?? photo.imageUrl} alt="" loading="lazy" />
              )}
              {photo.type === 'video' && (
                <span className="profile-grid-badge" aria-hidden="true">
                  <Icon name="video" size={16} />
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <Modal show={open !== undefined} onHide={() => setOpenId(null)} centered size="lg">
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Post
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {open && (
            <PhotoCard
              photo={open}
              updatePhoto={updatePhoto}
              removePhoto={(photoId) => {
                removePhoto(photoId);
                setOpenId(null);
              }}
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
