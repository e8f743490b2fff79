import { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Container, Row, Spinner } from 'react-bootstrap';
import type { FriendEntry, UserSummary } from '@serendip/protocol';
import { acceptFriendRequest, rejectFriendRequest, removeFriend } from '../../api/friends';
import { errorMessage } from '../../api/http';
import { useFriendsPresence } from '../../api/presence';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { ConfirmModal } from '../../components/ConfirmModal';
import { FriendRequestList } from './FriendRequestList';
import { MyFriendsList } from './MyFriendsList';
import { useFriendRequests } from './useFriendRequests';
import './friends.css';

function Loading({ label }: { label: string }) {
  return (
    <div className="text-center py-3" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

function FriendsContent() {
  const { t } = useAccountTranslation();
  const presence = useFriendsPresence();
  const pending = useFriendRequests();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [actionError, setActionError] = useState<string | null>(null);
  // Kept after the modal closes so its text does not change while it fades out.
  const [toRemove, setToRemove] = useState<FriendEntry | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const loadFailed = presence.error !== null || Boolean(pending.error);

  const answer = async (person: UserSummary, accept: boolean) => {
    setBusy((ids) => new Set(ids).add(person._id));
    setActionError(null);
    try {
      await (accept ? acceptFriendRequest(person._id) : rejectFriendRequest(person._id));
      pending.dismiss(person._id);
      if (accept) {
        presence.setFriends((list) => [
          ...list.filter((friend) => friend._id !== person._id),
          { ...person, online: false },
        ]);
        // The server knows whether the new friend is online right now.
        void presence.reload();
      }
    } catch (failure) {
      setActionError(
        errorMessage(failure, accept ? t('friends.acceptFailed') : t('friends.rejectFailed')),
      );
    } finally {
      setBusy((ids) => new Set([...ids].filter((id) => id !== person._id)));
    }
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    setRemoving(true);
    setActionError(null);
    try {
      await removeFriend(toRemove._id);
      presence.setFriends((list) => list.filter((friend) => friend._id !== toRemove._id));
    } catch (failure) {
      setActionError(errorMessage(failure, t('friends.removeFailed')));
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  const retry = () => {
    void presence.reload();
    void pending.reload();
  };

  return (
    <>
      {loadFailed && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">
            {presence.error || pending.error || t('friends.loadFailed')}
          </span>
          <Button size="sm" variant="outline-danger" onClick={retry}>
            {t('friends.tryAgain')}
          </Button>
        </Alert>
      )}
      {actionError && (
        <Alert variant="danger" dismissible onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <Row className="g-4">
        <Col lg={5}>
          <Card as="section" className="border-0 shadow-sm" aria-labelledby="requests-heading">
            <Card.Body>
              <h2 id="requests-heading" className="h5 fw-bold mb-3">
                {t('friends.pending')}{' '}
                {pending.requests.length > 0 && (
                  <Badge bg="danger" pill>
                    {pending.requests.length}
                  </Badge>
                )}
              </h2>
              {pending.loading ? (
                <Loading label={t('friends.loadingRequests')} />
              ) : (
                <FriendRequestList
                  requests={pending.requests}
                  busy={busy}
                  onAccept={(person) => void answer(person, true)}
                  onReject={(person) => void answer(person, false)}
                />
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={7}>
          <Card as="section" className="border-0 shadow-sm" aria-labelledby="my-friends-heading">
            <Card.Body>
              <h2 id="my-friends-heading" className="h5 fw-bold mb-3">
                {t('friends.mine')}
              </h2>
              {presence.loading ? (
                <Loading label={t('friends.loadingFriends')} />
              ) : (
                <MyFriendsList
                  friends={presence.friends}
                  onRemove={(friend) => {
                    setToRemove(friend);
                    setConfirming(true);
                  }}
                />
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <ConfirmModal
        show={confirming}
        title={t('friends.removeTitle')}
        body={t('friends.removeConfirm', { name: toRemove?.username ?? t('friends.thisFriend') })}
        confirmLabel={t('friends.remove')}
        variant="danger"
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** Friends: pending requests (Accept / Reject) and 'my friends' (with Remove). */
export function FriendsPage() {
  const { t } = useAccountTranslation();
  usePageTitle(t('friends.title'));
  const { user } = useAuth();
  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold mb-4">{t('friends.title')}</h1>
      {user ? <FriendsContent /> : <Alert variant="warning">{t('friends.loginRequired')}</Alert>}
    </Container>
  );
}
