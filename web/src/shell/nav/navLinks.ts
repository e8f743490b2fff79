/** The navbar's links, shared by the desktop navbar and the phone's Me sheet. */
export interface NavItem {
  to: string;
  /** The English label (the spec's); shown translated through `key`. */
  label: string;
  /** Its key in the catalogues (web/src/i18n/locales). */
  key: string;
}

/** Everyone's main links, in the navbar's order. */
export const MAIN_LINKS: NavItem[] = [
  { to: '/anonymous-chat', label: 'Chat', key: 'nav.chat' },
  { to: '/video-chat', label: 'Video Chat', key: 'nav.videoChat' },
  { to: '/rooms', label: 'Rooms', key: 'nav.rooms' },
  { to: '/trending', label: 'Trending', key: 'nav.trending' },
];

/** Links for signed-in people only (the explore feed needs an account to be worth a visit). */
export const MEMBER_LINKS: NavItem[] = [{ to: '/explore', label: 'Explore', key: 'nav.explore' }];

/** The user menu's items before Logout, in its order (Moderation is added for staff). */
export const USER_MENU_LINKS: NavItem[] = [
  { to: '/profile', label: 'My Profile', key: 'nav.myProfile' },
  { to: '/friends', label: 'Friends', key: 'nav.friends' },
  { to: '/search', label: 'Search Users', key: 'nav.searchUsers' },
  { to: '/conversations', label: 'Conversations', key: 'nav.conversations' },
  { to: '/account/standing', label: 'Account standing', key: 'nav.accountStanding' },
];

/** The accessible name of a link with an unread count beside its label. */
export function withUnread(label: string, count: number): string {
  return count > 0 ? `${label} (${count} unread)` : label;
}

/** The count as a badge shows it. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
