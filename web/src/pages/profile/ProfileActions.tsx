import { useState } from 'react';
import { Alert, Badge, Button } from 'react-bootstrap';
import type { UserProfile } from '@serendip/protocol';
import { sendFriendRequest } from '../../api/friends';
import { errorMessage } from '../../api/http';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LinkButton } from '../../components/LinkButton';
import { useToast } from '../../components/Toasts';
import { blockUser, unblockUser } from './profileApi';
import { ReportUserModal } from './ReportUserModal';

interface ProfileActionsProps {
  profile: UserProfile;
  onProfileChange: (fields: Partial<UserProfile>) => void;
  /** After an unblock the full profile is fetched again. */
  onUnblocked: () => void;
}

function FriendControl({
  profile,
  onAdd,
  busy,
}: {
  profile: UserProfile;
  onAdd: () => void;
  busy: boolean;
}) {
  const { t } = useAccountTranslation();
  if (profile.isFriend) {
    return (
      <>
        <Badge bg="success" pill className="align-self-center px-3 py-2">
          {t('profile.friends')}
        </Badge>
        <LinkButton to={`/chat/${profile._id}`} variant="primary" size="sm">
          {t('profile.message')}
        </LinkButton>
      </>
    );
  }
  if (profile.requestReceived) {
    return (
      <LinkButton to="/friends" variant="primary" size="sm">
        {t('profile.acceptRequest')}
      </LinkButton>
    );
  }
  return (
    <Button size="sm" variant="primary" disabled={profile.requestSent || busy} onClick={onAdd}>
      {profile.requestSent ? t('profile.requestSent') : t('profile.addFriend')}
    </Button>
  );
}

/** Friend, Block/Unblock and Report buttons on another user's profile. */
export function ProfileActions({ profile, onProfileChange, onUnblocked }: ProfileActionsProps) {
  const { t } = useAccountTranslation();
  const { user } = useAuth();
  const { showToast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const name = profile.username;

  /** Runs a call with the busy flag set and the error cleared; answers whether it succeeded. */
  const run = async (call: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    setError(null);
    setBusy(true);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(errorMessage(failure, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const requireLogin = (message: string): boolean => {
    setError(user ? null : message);
    return user !== null;
  };

  const addFriend = async () => {
    if (!requireLogin(t('profile.loginToBefriend'))) return;
    if (await run(() => sendFriendRequest(profile._id), t('profile.friendRequestFailed'))) {
      onProfileChange({ requestSent: true });
    }
  };

  const block = async () => {
    const blocked = await run(() => blockUser(profile._id), t('profile.blockFailed'));
    setConfirmingBlock(false);
    if (!blocked) return;
    showToast(t('profile.blocked', { name }), 'success');
    onProfileChange({
      isBlocked: true,
      isFriend: false,
      requestSent: false,
      requestReceived: false,
    });
  };

  const unblock = async () => {
    if (!requireLogin(t('profile.loginToUnblock'))) return;
    if (await run(() => unblockUser(profile._id), t('profile.unblockFailed'))) {
      showToast(t('profile.unblocked', { name }), 'success');
      onUnblocked();
    }
  };

  return (
    <div className="profile-actions">
      {error && <Alert variant="danger">{error}</Alert>}
      {/* Report, Block and Add Friend: their own toasts must not hide them. */}
      <div className="d-flex flex-wrap justify-content-center gap-2" data-toast-avoid>
        {profile.isBlocked ? (
          <Button size="sm" variant="outline-secondary" disabled={busy} onClick={unblock}>
            {t('profile.unblock')}
          </Button>
        ) : (
          <>
            <FriendControl profile={profile} onAdd={addFriend} busy={busy} />
            <Button
              size="sm"
              variant="outline-danger"
              disabled={busy}
              onClick={() => requireLogin(t('profile.loginToBlock')) && setConfirmingBlock(true)}
            >
              {t('profile.block')}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => requireLogin(t('profile.loginToReport')) && setReporting(true)}
            >
              {t('profile.report')}
            </Button>
          </>
        )}
      </div>
      <ConfirmModal
        show={confirmingBlock}
        title={t('profile.blockTitle')}
        body={t('profile.blockConfirm', { name })}
        confirmLabel={t('profile.block')}
        variant="danger"
        busy={busy}
        onConfirm={block}
        onCancel={() => setConfirmingBlock(false)}
      />
      <ReportUserModal
        show={reporting}
        userId={profile._id}
        username={name}
        onClose={() => setReporting(false)}
      />
    </div>
  );
}
