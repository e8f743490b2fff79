import type { Notification } from '@serendip/protocol';
import { internalLink } from './internalLink';

/** The query parameters that open a post in 'Post Details' on any page (PostDetailsHost). */
export const POST_PARAM = 'post';
export const COMMENT_PARAM = 'comment';

/**
 * Where a notification leads: a like or comment opens its post in 'Post Details' (over the
 * page its link names, or one's profile), scrolled to the comment; anything else follows its
 * link. Only paths on this site.
 */
export function notificationHref(notification: Notification): string | undefined {
  const link = internalLink(notification.link);
  const target = notification.target;
  if (!target?.photoId || (target.kind !== 'like' && target.kind !== 'comment')) return link;
  const url = new URL(link ?? '/profile', 'http://local');
  url.searchParams.set(POST_PARAM, target.photoId);
  if (target.kind === 'comment') url.searchParams.set(COMMENT_PARAM, target.id);
  else url.searchParams.delete(COMMENT_PARAM);
  return `${url.pathname}${url.search}`;
}

/** The person a pending friend request notification is from, or undefined for other kinds. */
export function friendRequestFrom(notification: Notification): string | undefined {
  return notification.target?.kind === 'friendRequest' ? notification.target.id : undefined;
}
