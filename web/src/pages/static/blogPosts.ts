/** The blog's posts, shared by the list (/bloglist) and the post pages. */
export interface BlogPostSummary {
  path: '/blog' | '/blog2';
  /** Its title and excerpt under `pages:blog.posts.<key>`. */
  key: 'videoTips' | 'groupVideo';
  /** The day it was published, as YYYY-MM-DD (shown in the reader's language). */
  published: string;
  readingMinutes: number;
}

export const videoChatTipsPost: BlogPostSummary = {
  path: '/blog',
  key: 'videoTips',
  published: '2025-07-28',
  readingMinutes: 4,
};

export const groupVideoChatPost: BlogPostSummary = {
  path: '/blog2',
  key: 'groupVideo',
  published: '2025-08-04',
  readingMinutes: 4,
};

export const blogPosts: BlogPostSummary[] = [videoChatTipsPost, groupVideoChatPost];

/** A YYYY-MM-DD day as a local date (midnight UTC would be the day before west of Greenwich). */
export function dayOf(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}
