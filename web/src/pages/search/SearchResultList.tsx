import { Fragment } from 'react';
import { Button, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import type { SearchResult } from '@serendip/protocol';
import { AdSlot } from '../../components/AdSlot';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { Avatar } from '../../components/Avatar';

/** The search page's ad follows the third result. */
export const AD_AFTER_RESULT = 3;

interface SearchResultListProps {
  results: SearchResult[];
  /** The signed-in user, who gets no add-friend button on their own row. */
  selfId?: string;
  sending: ReadonlySet<string>;
  onAddFriend: (person: SearchResult) => void;
}

function FriendButton({
  person,
  busy,
  describedBy,
  onAddFriend,
}: {
  person: SearchResult;
  busy: boolean;
  describedBy: string;
  onAddFriend: (person: SearchResult) => void;
}) {
  const { t } = useAccountTranslation();
  if (person.isFriend) {
    return (
      <Button
        size="sm"
        className="text-nowrap"
        variant="outline-success"
        disabled
        aria-describedby={describedBy}
      >
        {t('search.friends')}
      </Button>
    );
  }
  if (person.requestSent) {
    return (
      <Button
        size="sm"
        className="text-nowrap"
        variant="outline-secondary"
        disabled
        aria-describedby={describedBy}
      >
        {t('search.requestSent')}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      className="text-nowrap"
      variant="primary"
      disabled={busy}
      aria-describedby={describedBy}
      onClick={() => onAddFriend(person)}
    >
      {person.requestReceived ? t('search.acceptRequest') : t('search.addFriend')}
    </Button>
  );
}

/** Result rows: avatar, username linking to the profile, and the add-friend button. */
export function SearchResultList({ results, selfId, sending, onAddFriend }: SearchResultListProps) {
  return (
    <ListGroup as="ul" className="search-results shadow-sm">
      {results.map((person, index) => {
        const nameId = `search-result-${person._id}`;
        return (
          <Fragment key={person._id}>
            <ListGroup.Item as="li" className="d-flex align-items-center gap-3 py-3">
              <Avatar
                profilePicture={person.profilePicture}
                username={person.username}
                size={48}
                decorative
              />
              <Link
                id={nameId}
                to={`/profile/${person._id}`}
                title={person.username}
                className="fw-semibold text-truncate me-auto"
              >
                {person.username}
              </Link>
              {person._id !== selfId && (
                <FriendButton
                  person={person}
                  busy={sending.has(person._id)}
                  describedBy={nameId}
                  onAddFriend={onAddFriend}
                />
              )}
            </ListGroup.Item>
            {index === AD_AFTER_RESULT - 1 && (
              <li className="list-group-item search-ad-row">
                <AdSlot slot="search-results" />
              </li>
            )}
          </Fragment>
        );
      })}
    </ListGroup>
  );
}
