import { useEffect, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { errorMessage } from '../../api/http';
import { useAuth } from '../../session/AuthContext';
import { useConfig } from '../../session/ConfigContext';
import { useTheme } from '../../session/theme';
import { useToast } from '../../components/Toasts';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { loadGoogleIdentity } from './googleIdentity';

const texts = {
  register: {
    button: 'signup_with',
    success: 'google.registered',
    failure: 'google.registerFailed',
  },
  login: { button: 'signin_with', success: 'google.loggedIn', failure: 'google.loginFailed' },
} as const;

/** Google sign-in, shown only when the server has a Google client id configured. */
export function GoogleSignInButton({ mode }: { mode: 'register' | 'login' }) {
  const clientId = useConfig()?.googleClientId;
  const { loginWithGoogle } = useAuth();
  const { showToast } = useToast();
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { t, i18n } = useAccountTranslation();
  const { button } = texts[mode];
  const success = t(texts[mode].success);
  const failure = t(texts[mode].failure);
  // Google writes its button in the language asked for.
  const locale = i18n.language;

  // Google keeps the first callback it is given; route it to the latest render's handler.
  const onCredential = useRef<(credential: string) => void>(() => {});
  useEffect(() => {
    onCredential.current = (credential) => {
      setError(null);
      loginWithGoogle(credential)
        .then(() => showToast(success, 'success'))
        .catch((failed: unknown) => setError(errorMessage(failed, failure)));
    };
  }, [loginWithGoogle, showToast, success, failure]);

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !container.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => onCredential.current(credential),
        });
        google.renderButton(container.current, {
          theme: theme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          shape: 'pill',
          text: button,
          width: 280,
          locale,
        });
      })
      .catch((failed: unknown) => {
        console.error(failed);
        if (active) setError(failure);
      });
    return () => {
      active = false;
    };
  }, [clientId, button, failure, theme, locale]);

  if (!clientId) return null;
  return (
    <div className="mt-4">
      <div className="auth-divider" role="separator">
        <span>{t('google.or')}</span>
      </div>
      <div ref={container} className="d-flex justify-content-center google-button" />
      {error && (
        <Alert variant="danger" className="mt-3 mb-0">
          {error}
        </Alert>
      )}
    </div>
  );
}
