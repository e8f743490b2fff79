import { Offcanvas } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { useAuth } from '../../session/AuthContext';
import { useRole } from '../../pages/moderation/useRole';
import { OnlineCount } from '../OnlineCount';
import { MAIN_LINKS, MEMBER_LINKS, USER_MENU_LINKS, type NavItem } from './navLinks';
import { useTranslation } from '../../i18n/i18n';

function LinkList({ title, links }: { title: string; links: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title} className="me-sheet-section">
      <h3 className="me-sheet-heading">{title}</h3>
      <ul className="list-unstyled mb-0">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="me-sheet-link">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The phone's Me tab: every link of the navbar and its user menu, one tap each (no nested
 * menus), plus Logout; for a visitor, Register and Login.
 */
export function MeSheet({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { user, logout } = useAuth();
  const role = useRole();
  const navigate = useNavigate();
  const { t } = useTranslation();

  const account: NavItem[] = user
    ? [
        ...USER_MENU_LINKS,
        ...(role !== 'user'
          ? [{ to: '/moderation', label: 'Moderation', key: 'nav.moderation' }]
          : []),
      ]
    : [
        { to: '/register', label: 'Register', key: 'nav.register' },
        { to: '/login', label: 'Login', key: 'nav.login' },
      ];

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="bottom"
      className="me-sheet"
      aria-labelledby="me-sheet-title"
    >
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id="me-sheet-title" as="h2" className="h5 d-flex align-items-center gap-2">
          {user && (
            <Avatar
              profilePicture={user.profilePicture}
              username={user.username}
              size={32}
              decorative
            />
          )}
          {user ? user.username || t('nav.profile') : t('nav.menu')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="pt-0">
        <p className="small mb-2">
          <OnlineCount />
        </p>
        <div className="me-sheet-grid">
          <LinkList title={user ? t('nav.myAccount') : t('nav.account')} links={account} />
          <LinkList
            title={t('nav.exploreSerendip')}
            links={user ? [...MAIN_LINKS, ...MEMBER_LINKS] : MAIN_LINKS}
          />
        </div>
        {user && (
          <button
            type="button"
            className="btn btn-outline-secondary w-100 mt-3"
            onClick={() => {
              onHide();
              logout();
              navigate('/');
            }}
          >
            {t('nav.logout')}
          </button>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
