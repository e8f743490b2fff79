import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { getToken } from '../api/http';
import { useAuth } from '../session/AuthContext';
import { Frame } from './Frame';
import { RestrictionGate } from './RestrictionGate';
import { HomeRoute, LoginPage, OnboardingGate, OnboardingRoute, RequireAuth } from './guards';
import { lazyPage } from './lazyPage';

// Every page but the landing page is its own chunk (the login screen's is in guards.tsx),
// fetched when first visited, so the landing page loads none of the chat, feed or call code
// (and neither the Socket.IO client nor zod).
const AnonymousChatPage = lazyPage(() =>
  import('../pages/anonymous-chat/AnonymousChatPage').then((module) => ({
    default: module.AnonymousChatPage,
  })),
);
const FriendChatPage = lazyPage(() =>
  import('../pages/chat/FriendChatPage').then((module) => ({ default: module.FriendChatPage })),
);
const ConversationsPage = lazyPage(() =>
  import('../pages/conversations/ConversationsPage').then((module) => ({
    default: module.ConversationsPage,
  })),
);
const ExplorePage = lazyPage(() =>
  import('../pages/explore/ExplorePage').then((module) => ({ default: module.ExplorePage })),
);
const FeedPage = lazyPage(() =>
  import('../pages/feed/FeedPage').then((module) => ({ default: module.FeedPage })),
);
const FeedWelcomePage = lazyPage(() =>
  import('../pages/feed/WelcomeCard').then((module) => ({ default: module.FeedWelcomePage })),
);
const FriendsPage = lazyPage(() =>
  import('../pages/friends/FriendsPage').then((module) => ({ default: module.FriendsPage })),
);
const NotFoundPage = lazyPage(() =>
  import('../pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);
const UserProfilePage = lazyPage(() =>
  import('../pages/profile/UserProfilePage').then((module) => ({
    default: module.UserProfilePage,
  })),
);
const RoomChatPage = lazyPage(() =>
  import('../pages/rooms/RoomChatPage').then((module) => ({ default: module.RoomChatPage })),
);
const RoomsPage = lazyPage(() =>
  import('../pages/rooms/RoomsPage').then((module) => ({ default: module.RoomsPage })),
);
const SearchUsersPage = lazyPage(() =>
  import('../pages/search/SearchUsersPage').then((module) => ({ default: module.SearchUsersPage })),
);
const TrendingPage = lazyPage(() =>
  import('../pages/trending/TrendingPage').then((module) => ({ default: module.TrendingPage })),
);
const VideoChatPage = lazyPage(() =>
  import('../pages/video-chat/VideoChatPage').then((module) => ({ default: module.VideoChatPage })),
);
const ForgotPasswordPage = lazyPage(() =>
  import('../pages/auth/ForgotPasswordPage').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const RegisterPage = lazyPage(() =>
  import('../pages/auth/RegisterPage').then((module) => ({ default: module.RegisterPage })),
);
const ResetPasswordPage = lazyPage(() =>
  import('../pages/auth/ResetPasswordPage').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const OnboardingPage = lazyPage(() =>
  import('../pages/onboarding/OnboardingPage').then((module) => ({
    default: module.OnboardingPage,
  })),
);
const OwnProfilePage = lazyPage(() =>
  import('../pages/profile/OwnProfilePage').then((module) => ({ default: module.OwnProfilePage })),
);
const AboutPage = lazyPage(() => import('../pages/static/AboutPage'));
const FaqPage = lazyPage(() => import('../pages/static/FaqPage'));
const CommunityPage = lazyPage(() => import('../pages/static/CommunityPage'));
const SafetyPage = lazyPage(() => import('../pages/static/SafetyPage'));
const DisclaimerPage = lazyPage(() => import('../pages/static/DisclaimerPage'));
const TermsPage = lazyPage(() => import('../pages/static/TermsPage'));
const PrivacyPage = lazyPage(() => import('../pages/static/PrivacyPage'));
const BlogListPage = lazyPage(() => import('../pages/static/BlogListPage'));
const BlogPostPage1 = lazyPage(() => import('../pages/static/BlogPostPage1'));
const BlogPostPage2 = lazyPage(() => import('../pages/static/BlogPostPage2'));
const ContactPage = lazyPage(() => import('../pages/contact/ContactPage'));
const TransparencyPage = lazyPage(() => import('../pages/transparency/TransparencyPage'));
const ModerationQueuePage = lazyPage(() => import('../pages/moderation/QueuePage'));
const ModerationItemPage = lazyPage(() => import('../pages/moderation/ItemPage'));
const ModerationAppealsPage = lazyPage(() => import('../pages/moderation/AppealsPage'));
const ModerationLogPage = lazyPage(() => import('../pages/moderation/LogPage'));
const StandingPage = lazyPage(() => import('../pages/moderation/StandingPage'));
const ModerationRolesPage = lazyPage(() => import('../pages/moderation/RolesPage'));
const AppealPage = lazyPage(() => import('../pages/moderation/AppealPage'));

/**
 * The pages people open directly (links, bookmarks, search results), by exact path: main.tsx
 * starts fetching the current one's chunk at once, instead of after the entry has rendered and
 * the session check has answered (the chunk was the last link of the chain before the page's
 * first paint). Other paths load when rendered, as before.
 */
const PRELOADED_PAGES: Record<string, { preload(): Promise<unknown> }> = {
  // A stored token means a signed-in user most likely (the session check answers later).
  '/feed': { preload: () => (getToken() ? FeedPage : FeedWelcomePage).preload() },
  '/anonymous-chat': AnonymousChatPage,
  '/video-chat': VideoChatPage,
  '/rooms': RoomsPage,
  '/explore': ExplorePage,
  '/trending': TrendingPage,
  '/register': RegisterPage,
};

/**
 * Starts fetching the chunk of the page at `pathname`, if it is one of PRELOADED_PAGES; settles
 * when it has arrived or failed (never rejects).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await PRELOADED_PAGES[pathname]?.preload().catch(() => {
    // rendering the route fetches it again and shows the failure
  });
}

/**
 * Every route inside the frame; protected paths show the login screen in place, and a
 * suspended or banned account sees its suspension screen in place of most (RestrictionGate).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Frame />}>
        <Route element={<RestrictionGate />}>
          <Route
            path="/onboarding"
            element={
              <OnboardingRoute>
                <OnboardingPage />
              </OnboardingRoute>
            }
          />
          <Route element={<OnboardingGate />}>
            <Route index element={<HomeRoute />} />
            <Route path="/feed" element={<FeedRoute />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
            <Route path="/resetpassword/:resettoken" element={<ResetPasswordPage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/faq" element={<FaqPage />} />
            <Route path="/community" element={<CommunityPage />} />
            <Route path="/safety" element={<SafetyPage />} />
            <Route path="/disclaimer" element={<DisclaimerPage />} />
            <Route path="/contact" element={<ContactPage />} />
            <Route path="/terms" element={<TermsPage />} />
            <Route path="/privacy" element={<PrivacyPage />} />
            <Route path="/bloglist" element={<BlogListPage />} />
            <Route path="/blog" element={<BlogPostPage1 />} />
            <Route path="/blog2" element={<BlogPostPage2 />} />
            <Route path="/transparency" element={<TransparencyPage />} />
            <Route path="/anonymous-chat" element={<AnonymousChatPage />} />
            <Route path="/video-chat" element={<VideoChatPage />} />
            <Route path="/trending" element={<TrendingPage />} />
            <Route path="/rooms" element={<RoomsPage />} />
            <Route path="/room/:roomId" element={<RoomChatPage />} />
            <Route path="/explore" element={<ExplorePage />} />
            <Route path="/profile/:userId" element={<UserProfilePage />} />
            <Route path="/profile" element={<Protected page={<OwnProfilePage />} />} />
            <Route path="/search" element={<Protected page={<SearchUsersPage />} />} />
            <Route path="/friends" element={<Protected page={<FriendsPage />} />} />
            <Route path="/chat/:friendId" element={<Protected page={<FriendChatPage />} />} />
            <Route path="/conversations" element={<Protected page={<ConversationsPage />} />} />
            <Route path="/moderation" element={<Protected page={<ModerationQueuePage />} />} />
            <Route
              path="/moderation/item/:subject"
              element={<Protected page={<ModerationItemPage />} />}
            />
            <Route
              path="/moderation/appeals"
              element={<Protected page={<ModerationAppealsPage />} />}
            />
            <Route path="/moderation/log" element={<Protected page={<ModerationLogPage />} />} />
            <Route
              path="/moderation/roles"
              element={<Protected page={<ModerationRolesPage />} />}
            />
            <Route path="/account/standing" element={<Protected page={<StandingPage />} />} />
            <Route path="/appeal/:token" element={<AppealPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}

/** /feed: the friends' feed when signed in, otherwise only the welcome (its own small chunk). */
function FeedRoute() {
  const { user } = useAuth();
  return user ? <FeedPage user={user} /> : <FeedWelcomePage />;
}

function Protected({ page }: { page: ReactElement }) {
  return <RequireAuth>{page}</RequireAuth>;
}
