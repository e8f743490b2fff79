import { useSyncExternalStore } from 'react';
import { Alert } from 'react-bootstrap';
import {
  clearSignedOut,
  onSignedOutChange,
  signedOutCause,
  type SignedOutCause,
} from '../../api/signedOut';
import { useAuth } from '../AuthContext';
import './connection.css';

export const SIGNED_OUT_TEXT: Record<SignedOutCause, string> = {
  elsewhere:
    'You were signed out because your account was logged out on every device. Please log in again.',
  passwordReset:
    'You were signed out because your password was reset. Please log in with the new password.',
  expired: 'You were signed out because your session expired. Please log in again.',
};

/**
 * Says why this device was signed out when the server, not this device, ended the session (Log
 * out everywhere elsewhere, a password reset, expiry), on whatever page the person lands on,
 * until dismissed or signed in again.
 */
export function SignedOutNotice() {
  const { user } = useAuth();
  const cause = useSyncExternalStore(onSignedOutChange, signedOutCause);
  if (!cause || user) return null;
  return (
    <div className="signed-out-region">
      <Alert
        variant="warning"
        dismissible
        onClose={clearSignedOut}
        className="signed-out-notice shadow-sm mb-0"
        data-testid="signed-out-notice"
      >
        {SIGNED_OUT_TEXT[cause]}
      </Alert>
    </div>
  );
}
