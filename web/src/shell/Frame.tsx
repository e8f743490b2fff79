import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AdSlot } from '../components/AdSlot';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { OfflineBanner } from '../session/connection/OfflineBanner';
import { SignedOutNotice } from '../session/connection/SignedOutNotice';
import { AppNavbar } from './AppNavbar';
import { Footer } from './Footer';
import { PagePending } from './PagePending';
import { useMediaQuery } from '../components/useMediaQuery';
import { CreatePostProvider } from './createPost/CreatePostContext';
import { installModalHistory } from './history/modalHistory';
import { useScrollRestoration } from './history/useScrollRestoration';
import { BottomTabBar } from './nav/BottomTabBar';
import { OnboardingOffer } from './OnboardingOffer';

/** Matches Bootstrap's xxl breakpoint: the side ad columns appear from 1400 px. */
const WIDE_SCREEN = '(min-width: 1400px)';

function SideAd({ side }: { side: 'left' | 'right' }) {
  return (
    <div className={`frame-ad-column frame-ad-${side}`}>
      <div className="frame-ad-sticky">
        <AdSlot slot={`frame-${side}`} orientation="vertical" />
      </div>
    </div>
  );
}

/**
 * Navbar, side ad columns on wide screens, the current page, the footer and, on phones, the
 * bottom tab bar; Back closes dialogs and returns to the place left (shell/history).
 */
export function Frame() {
  const { pathname } = useLocation();
  const wide = useMediaQuery(WIDE_SCREEN);

  useScrollRestoration();
  useEffect(() => installModalHistory(), []);

  return (
    <CreatePostProvider>
      <div className="app-shell">
        <a href="#main-content" className="skip-link visually-hidden-focusable">
          Skip to content
        </a>
        <AppNavbar />
        <OfflineBanner />
        <SignedOutNotice />
        <OnboardingOffer />
        <div className={`frame-body ${wide ? 'frame-body-wide' : ''}`}>
          {wide && <SideAd side="left" />}
          <main id="main-content" className="frame-main" tabIndex={-1}>
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PagePending />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
          {wide && <SideAd side="right" />}
        </div>
        <Footer />
        <BottomTabBar />
      </div>
    </CreatePostProvider>
  );
}
