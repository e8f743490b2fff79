import { useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import { Spinner } from 'react-bootstrap';
import type { CaptchaProvider } from '@serendip/protocol';
import { useConfig } from '../session/ConfigContext';
import { visitorId } from '../api/socket';
import { AltchaCaptcha } from './AltchaCaptcha';
import { CaptchaLoadError } from './CaptchaLoadError';
import { useStrangersTranslation } from '../i18n/namespaces/strangers';
import './captcha.css';

export interface CaptchaProps {
  /** Called with the payload (ALTCHA) or token (third-party) to send to the server. */
  onVerify(payload: string): void;
  /** Called when a solved captcha is no longer valid and must be solved again. */
  onExpire?(): void;
}

const DEFAULT_CHALLENGE_URL = '/api/captcha/challenge';

/**
 * The challenge URL with this browser's visitor id: the server then gives the challenge the
 * browser's first match request needs (a longer one, now and then, for a browser it does not know).
 */
function challengeFor(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}visitorId=${encodeURIComponent(visitorId())}`;
}

type ThirdPartyProvider = Exclude<CaptchaProvider, 'altcha'>;

interface ExplicitCaptchaApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  remove?(widgetId: string | number): void;
}

const PROVIDERS: Record<ThirdPartyProvider, { src: string; global: string }> = {
  recaptcha: {
    src: 'https://www.google.com/recaptcha/api.js?render=explicit',
    global: 'grecaptcha',
  },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
  turnstile: {
    src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
  },
};

const scripts = new Map<ThirdPartyProvider, Promise<ExplicitCaptchaApi>>();

/** Loads a provider's script once; resolves when its explicit-render API is ready. */
function loadProviderApi(provider: ThirdPartyProvider): Promise<ExplicitCaptchaApi> {
  let loading = scripts.get(provider);
  if (!loading) {
    loading = new Promise<ExplicitCaptchaApi>((resolve, reject) => {
      const { src, global } = PROVIDERS[provider];
      const callbackName = `serendipCaptchaLoaded_${provider}`;
      const registry = window as unknown as Record<string, unknown>;
      registry[callbackName] = () => resolve(registry[global] as ExplicitCaptchaApi);
      const script = document.createElement('script');
      script.src = `${src}&onload=${callbackName}`;
      script.async = true;
      script.onerror = () => {
        scripts.delete(provider);
        script.remove();
        reject(new Error(`Could not load the ${provider} script`));
      };
      document.head.append(script);
    });
    scripts.set(provider, loading);
  }
  return loading;
}

// ALTCHA's colours use CSS light-dark(), which the build rewrites into variables that need a
// CSS color-scheme declaration we do not have; Bootstrap's own variables also follow the theme.
const ALTCHA_THEME = {
  '--altcha-color-base': 'var(--bs-body-bg)',
  '--altcha-color-base-content': 'var(--bs-body-color)',
  '--altcha-color-neutral': 'var(--bs-border-color)',
  '--altcha-color-neutral-content': 'var(--bs-secondary-color)',
  '--altcha-checkbox-border-color': 'var(--bs-secondary-color)',
} as CSSProperties;

function LoadingCaptcha() {
  const { t } = useStrangersTranslation();
  return (
    <Spinner animation="border" size="sm" role="status">
      <span className="visually-hidden">{t('captcha.loading')}</span>
    </Spinner>
  );
}

type LoadState = 'loading' | 'ready' | 'failed';

function ThirdPartyCaptcha({
  provider,
  siteKey,
  onVerify,
  onExpire,
}: CaptchaProps & { provider: ThirdPartyProvider; siteKey: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadState, setLoadState] = useState<LoadState>('loading');
  const verify = useEffectEvent((token: string) => onVerify(token));
  const expire = useEffectEvent(() => onExpire?.());

  useEffect(() => {
    let active = true;
    let api: ExplicitCaptchaApi | undefined;
    let widgetId: string | number | undefined;
    // Each mount renders into a fresh element: reCAPTCHA refuses to render twice into one.
    const host = document.createElement('div');
    loadProviderApi(provider).then(
      (loaded) => {
        const container = containerRef.current;
        if (!active || !container) return;
        container.append(host);
        api = loaded;
        widgetId = loaded.render(host, {
          sitekey: siteKey,
          callback: (token: string) => verify(token),
          'expired-callback': () => expire(),
          'error-callback': () => expire(),
        });
        setLoadState('ready');
      },
      () => active && setLoadState('failed'),
    );
    return () => {
      active = false;
      if (api?.remove && widgetId !== undefined) api.remove(widgetId);
      host.remove();
    };
  }, [provider, siteKey, attempt]);

  if (loadState === 'failed') {
    return (
      <CaptchaLoadError
        onRetry={() => {
          setLoadState('loading');
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <>
      {loadState === 'loading' && <LoadingCaptcha />}
      <div ref={containerRef} />
    </>
  );
}

/** The configured captcha: ALTCHA by default, or reCAPTCHA, hCaptcha or Turnstile. */
export function Captcha({ onVerify, onExpire }: CaptchaProps) {
  const { t } = useStrangersTranslation();
  const config = useConfig();
  if (!config) {
    return (
      <div className="captcha d-flex align-items-center">
        <LoadingCaptcha />
      </div>
    );
  }
  const { provider, siteKey, challengeUrl } = config.captcha;
  return (
    <div
      role="group"
      aria-label={t('captcha.label')}
      className="captcha"
      style={provider === 'altcha' ? ALTCHA_THEME : undefined}
    >
      {provider === 'altcha' ? (
        <AltchaCaptcha
          challengeUrl={challengeFor(challengeUrl ?? DEFAULT_CHALLENGE_URL)}
          onVerify={onVerify}
          onExpire={onExpire}
        />
      ) : (
        <ThirdPartyCaptcha
          key={`${provider}:${siteKey ?? ''}`}
          provider={provider}
          siteKey={siteKey ?? ''}
          onVerify={onVerify}
          onExpire={onExpire}
        />
      )}
    </div>
  );
}
