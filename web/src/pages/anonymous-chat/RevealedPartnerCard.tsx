import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import type { UserSummary } from '@serendip/protocol';
import { Avatar } from '../../components/Avatar';

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
  return (
    <div
      className="anon-revealed"
      aria-label="The stranger revealed their profile"
      data-toast-avoid
    >
      <Avatar profilePicture={partner.profilePicture} username={partner.username} size={44} />
      <div className="flex-grow-1 min-w-0">
        <div className="small text-body-secondary">The stranger revealed their profile</div>
        <Link to={`/profile/${encodeURIComponent(partner._id)}`} className="fw-semibold text-break">
          {partner.username}
        </Link>
      </div>
      {loggedIn ? (
        <Button size="sm" disabled={requestSent} onClick={() => onFriendRequest(partner._id)}>
          {requestSent ? 'Request Sent' : 'Send Friend Request'}
        </Button>
      ) : (
        <div className="text-end small">
          <div className="text-body-secondary">Please log in to send a friend request.</div>
          <Link to="/login">Login</Link> · <Link to="/register">Register</Link>
        </div>
      )}
    </div>
  );
}
