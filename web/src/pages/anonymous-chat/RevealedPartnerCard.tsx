import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import type { UserSummary } from '@serendip/protocol';
import { Avatar } from '../../components/Avatar';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

interface RevealedPartnerCardProps {
  partner: UserSummary;
  loggedIn: boolean;
  onFriendRequest: (userId: string) => void;
  /** The request went through: the button becomes a disabled 'Request Sent'. */
  requestSent?: boolean;
}

/** The stranger's profile once they reveal it, with a friend request or a login. */
export function RevealedPartnerCard({
  partner,
  loggedIn,
  onFriendRequest,
  requestSent = false,
}: RevealedPartnerCardProps) {
  const { t } = useStrangersTranslation();
  return (
    <div className="anon-revealed" aria-label={t('revealed.label')} data-toast-avoid>
      <Avatar profilePicture={partner.profilePicture} username={partner.username} size={44} />
      <div className="flex-grow-1 min-w-0">
        <div className="small text-body-secondary">{t('revealed.label')}</div>
        <Link to={`/profile/${encodeURIComponent(partner._id)}`} className="fw-semibold text-break">
          {partner.username}
        </Link>
      </div>
      {loggedIn ? (
        <Button size="sm" disabled={requestSent} onClick={() => onFriendRequest(partner._id)}>
          {requestSent ? t('revealed.requestSent') : t('revealed.sendRequest')}
        </Button>
      ) : (
        <div className="anon-revealed-login small">
          <div className="text-body-secondary">{t('revealed.loginToRequest')}</div>
          <Link to="/login">{t('revealed.login')}</Link> ·{' '}
          <Link to="/register">{t('revealed.register')}</Link>
        </div>
      )}
    </div>
  );
}
