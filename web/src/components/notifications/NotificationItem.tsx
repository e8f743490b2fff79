import { Button, Dropdown } from 'react-bootstrap';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import type { NotificationGroup } from './groupNotifications';
import { friendRequestFrom } from './notificationTarget';
import { fullDate, relativeTime } from './relativeTime';

/** How a friend request shown in the list was answered here. */
export type RequestAnswer = 'accepted' | 'declined' | 'gone' | 'busy';

interface NotificationItemProps {
  group: NotificationGroup;
  onOpen: (group: NotificationGroup) => void;
  /** The inline answer to a friend request (Accept / Decline), when the row is one. */
  answer?: RequestAnswer;
  onAnswer?: (group: NotificationGroup, accept: boolean) => void;
}

const ANSWERED: Record<Exclude<RequestAnswer, 'busy'>, string> = {
  accepted: 'Friend request accepted.',
  declined: 'Friend request declined.',
  gone: 'This request is no longer pending.',
};

/** A post's small picture at the end of the row (a photo, or a video's poster). */
function Thumbnail({ src }: { src: string }) {
  return (
    <img
      className="notification-thumbnail"
      src={src.startsWith('/uploads') ? src : undefined}
      alt=""
      width={44}
      height={44}
      loading="lazy"
    />
  );
}

/**
 * One row of the bell's list: who (their avatar), what happened (grouped repeats read "X and 3
 * others liked your photo."), when, and the post's thumbnail; unread rows stand out. A friend
 * request can be accepted or declined right here.
 */
export function NotificationItem({ group, onOpen, answer, onAnswer }: NotificationItemProps) {
  const { latest, message, read, actors } = group;
  const { createdAt, thumbnail } = latest;
  const actor = actors[0];
  const requester = friendRequestFrom(latest);
  return (
    <div
      className={`notification-row ${read ? '' : 'notification-unread'}`}
      data-testid="notification-row"
    >
      <Dropdown.Item
        as="button"
        type="button"
        className="notification-item"
        onClick={() => onOpen(group)}
      >
        {!read && (
          <>
            <span className="notification-dot" aria-hidden="true" />
            <span className="visually-hidden">Unread: </span>
          </>
        )}
        {actor ? (
          <Avatar
            profilePicture={actor.profilePicture}
            username={actor.username}
            size={40}
            decorative
            className="notification-avatar"
          />
        ) : (
          <span className="notification-avatar notification-avatar-icon" aria-hidden="true">
            <Icon name="bell" size={18} />
          </span>
        )}
        <span className="notification-text">
          <span className="notification-message">{message}</span>
          <time className="notification-time" dateTime={createdAt} title={fullDate(createdAt)}>
            {relativeTime(createdAt)}
          </time>
        </span>
        {thumbnail && <Thumbnail src={thumbnail} />}
      </Dropdown.Item>
      {requester && onAnswer && (answer === undefined || answer === 'busy') && (
        <div className="notification-actions">
          <Button
            size="sm"
            variant="primary"
            disabled={answer === 'busy'}
            onClick={() => onAnswer(group, true)}
            aria-label={`Accept friend request from ${actor?.username ?? 'this person'}`}
          >
            Accept
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={answer === 'busy'}
            onClick={() => onAnswer(group, false)}
            aria-label={`Decline friend request from ${actor?.username ?? 'this person'}`}
          >
            Decline
          </Button>
        </div>
      )}
      {requester && answer && answer !== 'busy' && (
        <p className="notification-answer small mb-0" role="status">
          {ANSWERED[answer]}
        </p>
      )}
    </div>
  );
}
