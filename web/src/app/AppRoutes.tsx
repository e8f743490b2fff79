import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { AnonymousChatPage } from '../pages/anonymous-chat/AnonymousChatPage';
import { LoginPage } from '../pages/auth/LoginPage';
import { FriendChatPage } from '../pages/chat/FriendChatPage';
import { ConversationsPage } from '../pages/conversations/ConversationsPage';
import { ExplorePage } from '../pages/explore/ExplorePage';
import { FeedPage } from '../pages/feed/FeedPage';
import { FriendsPage } from '../pages/friends/FriendsPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { UserProfilePage } from '../pages/profile/UserProfilePage';
import { RoomChatPage } from '../pages/rooms/RoomChatPage';
import { RoomsPage } from '../pages/rooms/RoomsPage';
import { SearchUsersPage } from '../pages/search/SearchUsersPage';
import { TrendingPage } from '../pages/trending/TrendingPage';
import { VideoChatPage } from '../pages/video-chat/VideoChatPage';
import { Frame } from './Frame';
import { HomeRoute, OnboardingGate, OnboardingRoute, RequireAuth } from './guards';
import { lazyPage } from './lazyPage';

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
const ModerationQueuePage = lazyPage(() => import('../pages/moderation/QueuePage'));
const ModerationItemPage = lazyPage(() => import('../pages/moderation/ItemPage'));
const ModerationAppealsPage = lazyPage(() => import('../pages/moderation/AppealsPage'));
const ModerationLogPage = lazyPage(() => import('../pages/moderation/LogPage'));
const StandingPage = lazyPage(() => import('../pages/moderation/StandingPage'));

/** Every route of SPEC §2 inside the frame; protected paths show the login screen in place. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Frame />}>
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
          <Route path="/feed" element={<FeedPage />} />
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
          <Route path="/account/standing" element={<Protected page={<StandingPage />} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

function Protected({ page }: { page: ReactElement }) {
  return <RequireAuth>{page}</RequireAuth>;
}
