/** Business constants (page sizes, limits), shared by the server and the web app's forms. */
export const PAGE_SIZE_FEED = 10;
export const PAGE_SIZE_MESSAGES = 20;
export const TOAST_DURATION_MS = 5000;
export const RESET_REDIRECT_DELAY_MS = 3000;
export const NOTIFICATION_POLL_MS = 300_000;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const BIO_MAX_LENGTH = 500;
export const INTEREST_MAX_LENGTH = 40;
export const INTERESTS_MAX_COUNT = 20;
export const IMAGE_MAX_BYTES_CLIENT = 1024 * 1024;
export const IMAGE_MAX_SIDE_PX = 1920;
/** A video post: at most 50 MB and 60 seconds, checked in the form and again by the server. */
export const VIDEO_POST_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_POST_MAX_SECONDS = 60;
/** Containers a video post may use (browsers report .mov as video/quicktime). */
export const VIDEO_POST_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const VIDEO_POST_EXTENSIONS = ['mp4', 'm4v', 'webm', 'mov'] as const;
/** The navbar shows the server's online count plus this number. */
export const ONLINE_COUNT_OFFSET = 37;
export const SCROLL_AUTO_FOLLOW_PX = 100;
export const SCROLL_BUTTON_PX = 200;
export const CONVERSATION_PREVIEW_LENGTH = 30;
export const EMOJI_RECENT_MAX = 14;
export const DEFAULT_REACTIONS = ['👍', '❤️', '😄', '😢', '🙏', '👎', '😠'] as const;
export const DEFAULT_AVATAR = 'default_avatar.jpg';
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const ANONYMOUS_INTEREST_SUGGESTIONS = [
  'Music',
  'Movies',
  'Sports',
  'Travel',
  'Food',
  'Gaming',
  'Reading',
  'Art',
  'Fashion',
  'Technology',
] as const;

export const ONBOARDING_INTERESTS = [
  'Travel',
  'Movies',
  'Music',
  'Food',
  'Gaming',
  'Sports',
  'Reading',
  'Art',
  'Technology',
  'Fashion',
  'Fitness',
  'Dancing',
] as const;

/** The static pages (open to all): indexed by crawlers, readable during onboarding. */
export const STATIC_PAGE_PATHS = [
  '/about',
  '/faq',
  '/community',
  '/safety',
  '/disclaimer',
  '/contact',
  '/terms',
  '/privacy',
] as const;
