import { useSyncExternalStore } from 'react';
import { Alert } from 'react-bootstrap';
import {
  clearSignedOut,
  onSignedOutChange,
  signedOutCause,
  type SignedOutCause,
} from '../../api/signedOut';
import { useAuth } from '../AuthContext';
import { useTranslation } from '../../i18n/i18n';
import './connection.css';

/** The catalogue key of each cause's sentence (`shell.signedOut.*` in `common`). */
const SIGNED_OUT_KEY: Record<SignedOutCause, string> = {
  elsewhere: 'shell.signedOut.elsewhere',
  passwordReset: 'shell.signedOut.passwordReset',
  expired: 'shell.signedOut.expired',
};

/**
 * Says why this device was signed out when the server, not this device, ended the session (Log
 * out everywhere elsewhere, a password reset, expiry), on whatever page the person lands on,
 * until dismissed or signed in again.
 */
export function SignedOutNotice() {
  const { t } = useTranslation();
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
        {t(SIGNED_OUT_KEY[cause])}
      </Alert>
    </div>
  );
}
