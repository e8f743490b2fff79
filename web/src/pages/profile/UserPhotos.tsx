import { Alert } from 'react-bootstrap';
import type { Photo } from '@serendip/protocol';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { PageSpinner } from '../../components/PageSpinner';
import { PhotoList } from '../../components/photos/PhotoList';
import type { PhotoListActions } from '../../components/photos/usePhotoList';

interface UserPhotosProps extends PhotoListActions {
  photos: Photo[];
  loading: boolean;
  error: string | null;
}

/**
 * The 'Photos' section of a profile, one's own and others' alike: its loading, error, empty state
 * or photo cards.
 */
export function UserPhotos({ photos, loading, error, updatePhoto, removePhoto }: UserPhotosProps) {
  const { t } = useAccountTranslation();
  return (
    <section aria-labelledby="profile-photos-heading">
      <h2 id="profile-photos-heading" className="h5 fw-bold mb-3">
        {t('profile.photos')}
      </h2>
      {loading && <PageSpinner label={t('profile.loadingPhotos')} />}
      {error && <Alert variant="danger">{error}</Alert>}
      {!loading && !error && (
        <PhotoList
          photos={photos}
          emptyText={t('profile.noPhotos')}
          updatePhoto={updatePhoto}
          removePhoto={removePhoto}
        />
      )}
    </section>
  );
}
