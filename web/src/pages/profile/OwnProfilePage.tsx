import { Col, Container, Row } from 'react-bootstrap';
import { useAuth } from '../../app/AuthContext';
import { usePageTitle } from '../../app/usePageTitle';
import { EditProfileForm } from './EditProfileForm';
import { LogoutEverywhere } from './LogoutEverywhere';
import { PhotosSection } from './PhotosSection';
import { PictureUploadForm } from './PictureUploadForm';
import { ProfileCard } from './ProfileCard';

/** /profile: the signed-in user's own profile with the edit and picture forms. */
export function OwnProfilePage() {
  usePageTitle('My Profile');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Container className="py-4">
      <Row className="g-4">
        <Col lg={4}>
          <div className="profile-sidebar">
            <ProfileCard user={user} />
          </div>
        </Col>
        <Col lg={8} className="d-flex flex-column gap-4">
          <EditProfileForm user={user} />
          <PictureUploadForm />
          <PhotosSection userId={user._id} />
          <LogoutEverywhere />
        </Col>
      </Row>
    </Container>
  );
}
