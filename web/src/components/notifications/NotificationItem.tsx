import { Button, Dropdown } from 'react-bootstrap';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { useFormat } from '../../i18n/format';
import { usePeopleTranslation } from '../../i18n/namespaces/people';
import { groupMessage, type NotificationGroup } from './groupNotifications';
import { friendRequestFrom } from './notificationTarget';

/** How a friend request shown in the list was answered here. */
export type RequestAnswer = 'accepted' | 'declined' | 'gone' | 'busy';

interface NotificationItemProps {
  group: NotificationGroup;
  onOpen: (group: NotificationGroup) => void;
  /** The inline answer to a friend request (Accept / Decline), when the row is one. */
  answer?: RequestAnswer;
  onAnswer?: (group: NotificationGroup, accept: boolean) => void;
}

const ANSWERED = {
  accepted: 'notifications.accepted',
  declined: 'notifications.declined',
  gone: 'notifications.gone',
} as const satisfies Record<Exclude<RequestAnswer, 'busy'>, string>;

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
  const { t } = usePeopleTranslation();
  const format = useFormat();
  const { latest, read, actors } = group;
  const actor = actors[0];
  const message = groupMessage(group, t);
  const actorName = actor?.username ?? t('notifications.thisPerson');
  const { createdAt, thumbnail } = latest;
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
            <span className="visually-hidden">{t('notifications.unread')}</span>
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
          <time
            className="notification-time"
            dateTime={createdAt}
            title={format.dateTime(createdAt)}
          >
            {format.ago(createdAt)}
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
            aria-label={t('notifications.acceptFrom', { name: actorName })}
          >
            {t('notifications.accept')}
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={answer === 'busy'}
            onClick={() => onAnswer(group, false)}
            aria-label={t('notifications.declineFrom', { name: actorName })}
          >
            {t('notifications.decline')}
          </Button>
        </div>
      )}
      {requester && answer && answer !== 'busy' && (
        <p className="notification-answer small mb-0" role="status">
          {t(ANSWERED[answer])}
        </p>
      )}
    </div>
  );
}
