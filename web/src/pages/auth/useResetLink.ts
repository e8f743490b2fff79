import { useEffect, useState } from 'react';
import { api, ApiError } from '../../api/http';

/** Whether a reset link can still be used: asked once when its page opens. */
export type ResetLinkState = 'checking' | 'usable' | 'unusable' | 'unknown';

/**
 * Asks the server whether the link's token is unused and unexpired, so a used or expired link
 * says so before a new password is typed. A 400 means it cannot be used; any other failure leaves
 * it 'unknown' (the form still works and the reset itself answers).
 */
export function useResetLink(token: string): ResetLinkState {
  const [state, setState] = useState<ResetLinkState>('checking');
  useEffect(() => {
    let current = true;
    api
      .get('/api/auth/resetpassword/:resettoken', { params: { resettoken: token } })
      .then(() => current && setState('usable'))
      .catch((failure: unknown) => {
        if (!current) return;
        const refused =
          failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
        setState(refused && failure.status !== 429 ? 'unusable' : 'unknown');
      });
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
