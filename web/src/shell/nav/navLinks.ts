/** The navbar's links, shared by the desktop navbar and the phone's Me sheet. */
export interface NavItem {
  to: string;
  label: string;
}

/** Everyone's main links, in the navbar's order. */
export const MAIN_LINKS: NavItem[] = [
  { to: '/anonymous-chat', label: 'Chat' },
  { to: '/video-chat', label: 'Video Chat' },
  { to: '/rooms', label: 'Rooms' },
  { to: '/trending', label: 'Trending' },
];

/** Links for signed-in people only (the explore feed needs an account to be worth a visit). */
export const MEMBER_LINKS: NavItem[] = [{ to: '/explore', label: 'Explore' }];

/** The user menu's items before Logout, in its order (Moderation is added for staff). */
export const USER_MENU_LINKS: NavItem[] = [
  { to: '/profile', label: 'My Profile' },
  { to: '/friends', label: 'Friends' },
  { to: '/search', label: 'Search Users' },
  { to: '/conversations', label: 'Conversations' },
  { to: '/account/standing', label: 'Account standing' },
];

/** The accessible name of a link with an unread count beside its label. */
export function withUnread(label: string, count: number): string {
  return count > 0 ? `${label} (${count} unread)` : label;
}

/** The count as a badge shows it. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
