import { NavDropdown } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../components/Avatar';
import { useAuth } from '../session/AuthContext';
import { useRole } from '../pages/moderation/useRole';
import { USER_MENU_LINKS } from './nav/navLinks';
import { useTranslation } from '../i18n/i18n';

/**
 * The signed-in user's menu, labelled with the username: the base items in
 * its order, with Account standing (and Moderation for staff) before Logout.
 */
export function UserMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const role = useRole();
  const { t } = useTranslation();
  if (!user) return null;

  const handleLogout = () => {
    logout();
    navigate('/');
  };

  const title = (
    <span className="d-inline-flex align-items-center gap-2">
      <Avatar profilePicture={user.profilePicture} username={user.username} size={28} decorative />
      <span>{user.username || t('nav.profile')}</span>
    </span>
  );

  return (
    <NavDropdown title={title} id="user-menu" align="end">
      {USER_MENU_LINKS.map((link) => (
        <NavDropdown.Item key={link.to} as={Link} to={link.to}>
          {t(link.key)}
        </NavDropdown.Item>
      ))}
      {role !== 'user' && (
        <NavDropdown.Item as={Link} to="/moderation">
          {t('nav.moderation')}
        </NavDropdown.Item>
      )}
      <NavDropdown.Divider />
      <NavDropdown.Item as="button" onClick={handleLogout}>
        {t('nav.logout')}
      </NavDropdown.Item>
    </NavDropdown>
  );
}
