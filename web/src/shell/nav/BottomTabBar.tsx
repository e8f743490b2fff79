import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../../components/Icon';
import { useAuth } from '../../session/AuthContext';
import { useUnread } from '../../session/unread/UnreadContext';
import { useCreatePost } from '../createPost/CreatePostContext';
import { MeSheet } from './MeSheet';
import { badgeText, withUnread } from './navLinks';
import './bottomTabBar.css';
import { useTranslation } from '../../i18n/i18n';

function TabContent({ icon, label, badge }: { icon: ReactNode; label: string; badge?: number }) {
  return (
    <>
      <span className="tab-icon">
        {icon}
        {badge !== undefined && badge > 0 && (
          <span className="tab-badge" data-testid="tab-messages-unread-count" aria-hidden="true">
            {badgeText(badge)}
          </span>
        )}
      </span>
      <span className="tab-label">{label}</span>
    </>
  );
}

function TabLink({
  to,
  icon,
  label,
  badge,
}: {
  to: string;
  icon: IconName;
  label: string;
  badge?: number;
}) {
  return (
    <NavLink
      to={to}
      className="tab-item"
      aria-label={badge !== undefined ? withUnread(label, badge) : undefined}
    >
      <TabContent icon={<Icon name={icon} size={22} />} label={label} badge={badge} />
    </NavLink>
  );
}

const plusIcon = (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.4}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 5v14M5 12h14" />
  </svg>
);

/**
 * The phones' bottom tab bar (hidden from 768 px, where the navbar shows its links): Strangers,
 * Video, Create (the post composer, or registration for a visitor), Messages with the friends'
 * unread count, and Me (every other link of the navbar). It sits after the page in the document,
 * as it does on screen.
 */
export function BottomTabBar() {
  const { user, restriction } = useAuth();
  const active = Boolean(user) && !restriction;
  const { total } = useUnread();
  const { openComposer } = useCreatePost();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [meOpen, setMeOpen] = useState(false);
  // Mounted from the first opening on (it measures the screen; most visits never open it).
  const [meUsed, setMeUsed] = useState(false);

  useEffect(() => setMeOpen(false), [pathname]);

  return (
    <>
      <nav className="bottom-tab-bar" aria-label="Tabs">
        <TabLink to="/anonymous-chat" icon="chat" label={t('tabs.strangers')} />
        <TabLink to="/video-chat" icon="video" label={t('tabs.video')} />
        {active ? (
          <button type="button" className="tab-item tab-create" onClick={openComposer}>
            <TabContent icon={plusIcon} label={t('tabs.create')} />
          </button>
        ) : (
          <Link to="/register" className="tab-item tab-create">
            <TabContent icon={plusIcon} label={t('tabs.create')} />
          </Link>
        )}
        <TabLink
          to="/conversations"
          icon="users"
          label={t('tabs.messages')}
          badge={active ? total : undefined}
        />
        <button
          type="button"
          className={`tab-item ${meOpen ? 'active' : ''}`}
          aria-haspopup="dialog"
          aria-expanded={meOpen}
          onClick={() => {
            setMeUsed(true);
            setMeOpen(true);
          }}
        >
          <TabContent icon={<Icon name="user" size={22} />} label={t('tabs.me')} />
        </button>
      </nav>
      {meUsed && <MeSheet show={meOpen} onHide={() => setMeOpen(false)} />}
    </>
  );
}
