import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { STATIC_PAGE_PATHS } from '@serendip/protocol';
import { LandingPage } from '../pages/landing/LandingPage';
import { useAuth } from '../session/AuthContext';
import { lazyPage } from './lazyPage';
import { onboardingOffered } from '../session/onboardingOffer';
import { PagePending } from './PagePending';

// The login screen (and the zod schema it validates with) is its own chunk: the landing page
// does not need it. Also the login screen shown in place of a protected page.
export const LoginPage = lazyPage(() =>
  import('../pages/auth/LoginPage').then((module) => ({ default: module.LoginPage })),
);

/** '/': the feed for a signed-in user, otherwise the landing page. */
export function HomeRoute() {
  const { user, loading } = useAuth();
  if (loading) return <PagePending />;
  return user ? <Navigate to="/feed" replace /> : <LandingPage />;
}

/** Shows the login screen in place of the page while logged out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PagePending />;
  return user ? children : <LoginPage stayOnPage />;
}

/**
 * Static pages (terms, privacy, about, contact, FAQ...) stay readable during onboarding: people
 * check the terms or ask for help before finishing it.
 */
const READABLE_DURING_ONBOARDING = new Set<string>(STATIC_PAGE_PATHS);

/**
 * Sends a signed-in user who has not finished onboarding to /onboarding from any other path
 * (except the static pages), unless they signed up mid-chat: then it is offered, not forced
 * (OnboardingOffer).
 */
export function OnboardingGate() {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  if (loading) return <PagePending />;
  if (
    user &&
    !user.onboardingCompleted &&
    !READABLE_DURING_ONBOARDING.has(pathname) &&
    !onboardingOffered()
  )
    return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

/** /onboarding itself: only for signed-in users who still have it to do. */
export function OnboardingRoute({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.onboardingCompleted) return <Navigate to="/feed" replace />;
  return <RequireAuth>{children}</RequireAuth>;
}
