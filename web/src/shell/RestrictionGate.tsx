import { Outlet, useLocation } from 'react-router';
import { STATIC_PAGE_PATHS } from '@serendip/protocol';
import { useAuth } from '../session/AuthContext';
import { lazyPage } from './lazyPage';

const RestrictedPage = lazyPage(() => import('../pages/moderation/RestrictedPage'));

/** What a restricted account may still open: its standing, appeals, sign-in and static pages. */
const OPEN_PATHS = new Set<string>([
  ...STATIC_PAGE_PATHS,
  '/account/standing',
  '/login',
  '/register',
  '/forgotpassword',
  '/bloglist',
  '/blog',
  '/blog2',
  '/transparency',
]);
const OPEN_PREFIXES = ['/appeal/', '/resetpassword/'];

/**
 * A suspended or banned account (moderation) sees the one suspension screen in place of every
 * other page, whichever way it got there: at sign-in, on load, or when a call was refused.
 */
export function RestrictionGate() {
  const { restriction } = useAuth();
  const { pathname } = useLocation();
  const open =
    OPEN_PATHS.has(pathname) || OPEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  return restriction && !open ? <RestrictedPage /> : <Outlet />;
}
