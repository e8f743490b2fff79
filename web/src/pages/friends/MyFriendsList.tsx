import { Fragment } from 'react';
import { Button, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { Trans } from 'react-i18next';
import type { FriendEntry } from '@serendip/protocol';
import { AdSlot } from '../../components/AdSlot';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { Avatar } from '../../components/Avatar';
import { NoFriendsYet, PresenceBadge } from '../../components/FriendsList';
import { LinkButton } from '../../components/LinkButton';

/** The friends page's ad follows the second friend. */
export const AD_AFTER_FRIEND = 2;

interface MyFriendsListProps {
  friends: FriendEntry[];
  onRemove: (friend: FriendEntry) => void;
}

/** 'My friends': avatar, profile link, Online/Offline badge, Chat and Remove. */
export function MyFriendsList({ friends, onRemove }: MyFriendsListProps) {
  const { t } = useAccountTranslation();
  if (friends.length === 0) return <NoFriendsYet className="text-body-secondary mb-0" />;
  return (
    <ListGroup as="ul" variant="flush">
      {friends.map((friend, index) => {
        const nameId = `friend-${friend._id}`;
        return (
          <Fragment key={friend._id}>
            <ListGroup.Item as="li" className="friend-row px-0">
              <Avatar
                profilePicture={friend.profilePicture}
                username={friend.username}
                size={44}
                decorative
              />
              <span className="friend-name">
                <Link id={nameId} to={`/profile/${friend._id}`} className="fw-semibold">
                  {friend.username}
                </Link>
                <PresenceBadge online={friend.online} />
              </span>
              <div className="friend-actions">
                <LinkButton to={`/chat/${friend._id}`} size="sm" variant="outline-primary">
                  <Trans
                    t={t}
                    i18nKey="friends.chatWith"
                    values={{ name: friend.username }}
                    components={{ hidden: <span className="visually-hidden" /> }}
                  />
                </LinkButton>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-describedby={nameId}
                  onClick={() => onRemove(friend)}
                >
                  {t('friends.remove')}
                </Button>
              </div>
            </ListGroup.Item>
            {index === AD_AFTER_FRIEND - 1 && (
              <li className="list-group-item px-0 friends-ad-row">
                <AdSlot slot="friends-list" />
              </li>
            )}
          </Fragment>
        );
      })}
    </ListGroup>
  );
}
