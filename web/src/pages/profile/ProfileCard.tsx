import { Badge, Card } from 'react-bootstrap';
import type { PublicUser } from '@serendip/protocol';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { Avatar } from '../../components/Avatar';

/** Photo, username, bio and interests of a user. */
export function ProfileCard({ user }: { user: PublicUser }) {
  const { t } = useAccountTranslation();
  return (
    <Card className="profile-card border-0 shadow-sm text-center">
      <div className="profile-card-banner" aria-hidden="true" />
      <Card.Body className="pt-0 px-4 pb-4">
        <Avatar
          profilePicture={user.profilePicture}
          username={user.username}
          size={120}
          className="profile-card-avatar"
        />
        <h1 className="h3 fw-bold mt-3 mb-2 text-break">{user.username}</h1>
        <p className={`mb-3 text-break ${user.bio ? '' : 'text-body-secondary fst-italic'}`}>
          {user.bio || t('profile.noBio')}
        </p>
        {user.interests.length > 0 && (
          <ul
            className="list-unstyled d-flex flex-wrap justify-content-center gap-2 mb-0"
            aria-label={t('profile.interests')}
          >
            {user.interests.map((interest) => (
              <li key={interest}>
                <Badge pill bg="primary" className="interest-badge">
                  {interest}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
