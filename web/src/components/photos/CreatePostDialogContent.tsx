import { Modal } from 'react-bootstrap';
import type { Photo } from '@serendip/protocol';
import { useSocialTranslation } from '../../i18n/namespaces/social';
import { PhotoUploadForm } from './PhotoUploadForm';

export const CREATE_POST_TITLE_ID = 'create-post-title';

/**
 * The post composer dialog's header and form. It loads with the form on the first opening, so
 * the frame that every page carries holds none of its words (the dialog's title included).
 */
export default function CreatePostDialogContent({
  onUploaded,
  toastLink,
}: {
  onUploaded: (photo: Photo) => void;
  toastLink?: string;
}) {
  const { t } = useSocialTranslation();
  return (
    <>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={CREATE_POST_TITLE_ID} as="h2" className="h5">
          {t('upload.createPost')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0">
        <PhotoUploadForm onUploaded={onUploaded} toastLink={toastLink} />
      </Modal.Body>
    </>
  );
}
