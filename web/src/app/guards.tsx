import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { LoginPage } from '../pages/auth/LoginPage';
import { LandingPage } from '../pages/landing/LandingPage';
import { useAuth } from './AuthContext';

/** '/': the feed for a signed-in user, otherwise the landing page. */
export function HomeRoute() {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  return user ? <Navigate to="/feed" replace /> : <LandingPage />;
}

/** Shows the login screen in place of the page while logged out (SPEC §2 route table). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  return user ? children : <LoginPage stayOnPage />;
}

/** Sends a signed-in user who has not finished onboarding to /onboarding from any other path. */
export function OnboardingGate() {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (user && !user.onboardingCompleted) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

/** /onboarding itself: only for signed-in users who still have it to do. */
export function OnboardingRoute({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.onboardingCompleted) return <Navigate to="/feed" replace />;
  return <RequireAuth>{children}</RequireAuth>;
}
