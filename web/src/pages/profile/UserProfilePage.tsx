import { Alert, Card, Col, Container, Row } from 'react-bootstrap';
import { Navigate, useLocation, useParams } from 'react-router';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { PageSpinner } from '../../components/PageSpinner';
import { ProfileActions } from './ProfileActions';
import { ProfileCard } from './ProfileCard';
import { UserPhotos } from './UserPhotos';
import { useUserPhotos } from './useUserPhotos';
import { useUserProfile } from './useUserProfile';

function OtherUserPhotos({ userId }: { userId: string }) {
  const { photos, updatePhoto, removePhoto, loading, error } = useUserPhotos(userId);
  return (
    <UserPhotos
      photos={photos}
      loading={loading}
      error={error}
      updatePhoto={updatePhoto}
      removePhoto={removePhoto}
    />
  );
}

function UserProfileView({ userId }: { userId: string }) {
  const { t } = useAccountTranslation();
  const { profile, error, loading, updateProfile, reload } = useUserProfile(userId);
  usePageTitle(profile?.username ?? t('profile.pageTitle'));
  if (loading && !profile) return <PageSpinner label={t('profile.loading')} />;
  if (!profile) {
    return (
      <Container className="py-4">
        <Alert variant="danger">{error ?? t('profile.fetchFailed')}</Alert>
      </Container>
    );
  }
  return (
    <Container className="py-4">
      <Row className="g-4">
        <Col lg={4}>
          <div className="profile-sidebar d-flex flex-column gap-3">
            <ProfileCard user={profile} />
            <ProfileActions
              profile={profile}
              onProfileChange={updateProfile}
              onUnblocked={reload}
            />
          </div>
        </Col>
        <Col lg={8}>
          {profile.isBlocked ? (
            <Card className="border-0 shadow-sm">
              <Card.Body className="p-4 text-center text-body-secondary">
                {t('profile.photosHidden')}
              </Card.Body>
            </Card>
          ) : (
            <OtherUserPhotos userId={userId} />
          )}
        </Col>
      </Row>
    </Container>
  );
}

/** /profile/{userId}: anyone's profile; one's own id shows the own profile page. */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  const { user, loading } = useAuth();
  // The query stays: `?post=` opens a post over the page (a notification's link).
  const { search } = useLocation();
  if (loading) return <PageSpinner />;
  if (user && user._id === userId)
    return <Navigate to={{ pathname: '/profile', search }} replace />;
  return <UserProfileView key={userId} userId={userId} />;
}
