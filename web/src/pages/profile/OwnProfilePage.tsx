import { useId, useState } from 'react';
import { Button, Col, Collapse, Container, Row } from 'react-bootstrap';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { EditProfileForm } from './EditProfileForm';
import { LogoutEverywhere } from './LogoutEverywhere';
import { PushSettings } from '../../pwa/PushSettings';
import { PhotosSection } from './PhotosSection';
import { PictureUploadForm } from './PictureUploadForm';
import { ProfileCard } from './ProfileCard';
import { LanguageSetting } from './LanguageSetting';
import { ReadStateSetting } from './ReadStateSetting';

/**
 * /profile: the signed-in user's own profile. It leads with the photo, bio and a grid of posts;
 * the edit and picture forms open behind 'Edit Profile'.
 */
export function OwnProfilePage() {
  const { t } = useAccountTranslation();
  usePageTitle(t('profile.myProfile'));
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const formsId = useId();
  if (!user) return null;
  return (
    <Container className="py-4">
      <Row className="g-4">
        <Col lg={4}>
          <div className="profile-sidebar d-flex flex-column gap-3">
            <ProfileCard user={user} />
            <Button
              variant={editing ? 'secondary' : 'outline-primary'}
              onClick={() => setEditing((open) => !open)}
              aria-expanded={editing}
              aria-controls={formsId}
            >
              {editing ? t('profile.closeEditProfile') : t('profile.editProfile')}
            </Button>
            <Collapse in={editing}>
              <div id={formsId}>
                <div className="d-flex flex-column gap-3">
                  <EditProfileForm user={user} />
                  <ReadStateSetting user={user} />
                  <LanguageSetting />
                  <PictureUploadForm />
                </div>
              </div>
            </Collapse>
          </div>
        </Col>
        <Col lg={8} className="d-flex flex-column gap-4">
          <PhotosSection userId={user._id} />
          <PushSettings />
          <LogoutEverywhere />
        </Col>
      </Row>
    </Container>
  );
}
