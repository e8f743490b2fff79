import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type DetailedHTMLProps,
  type HTMLAttributes,
} from 'react';
import 'altcha/altcha.css';
import { loadAltcha, prefetchAltcha } from './altchaLoader';
import { CaptchaLoadError } from './CaptchaLoadError';
import { useStrangersTranslation } from '../i18n/namespaces/strangers';

// The ALTCHA web component, as React sees it (altcha's own React typings also redeclare a
// global React namespace, which breaks other components' types).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's typings
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        name?: string;
        language?: string;
      };
    }
  }
}

export interface AltchaCaptchaProps {
  challengeUrl: string;
  onVerify(payload: string): void;
  onExpire?(): void;
}

/**
 * facade: the stand-in checkbox, nothing loaded; loading: it was ticked, the widget is on its way;
 * ready: the real widget, which starts solving at once; failed: the widget could not be fetched.
 */
type Stage = 'facade' | 'loading' | 'ready' | 'failed';

/** ALTCHA's mark, as the widget draws it. */
function AltchaLogo() {
  return (
    <svg width="22" height="22" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M2.33955 16.4279C5.88954 20.6586 12.1971 21.2105 16.4279 17.6604C18.4699 15.947 19.6548 13.5911 19.9352 11.1365L17.9886 10.4279C17.8738 12.5624 16.909 14.6459 15.1423 16.1284C11.7577 18.9684 6.71167 18.5269 3.87164 15.1423C1.03163 11.7577 1.4731 6.71166 4.8577 3.87164C8.24231 1.03162 13.2883 1.4731 16.1284 4.8577C16.9767 5.86872 17.5322 7.02798 17.804 8.2324L19.9522 9.01429C19.7622 7.07737 19.0059 5.17558 17.6604 3.57212C14.1104 -0.658624 7.80283 -1.21043 3.57212 2.33956C-0.658625 5.88958 -1.21046 12.1971 2.33955 16.4279Z"
        fill="currentColor"
      />
      <path
        d="M3.57212 2.33956C1.65755 3.94607 0.496389 6.11731 0.12782 8.40523L2.04639 9.13961C2.26047 7.15832 3.21057 5.25375 4.8577 3.87164C8.24231 1.03162 13.2883 1.4731 16.1284 4.8577L13.8302 6.78606L19.9633 9.13364C19.7929 7.15555 19.0335 5.20847 17.6604 3.57212C14.1104 -0.658624 7.80283 -1.21043 3.57212 2.33956Z"
        fill="currentColor"
      />
      <path
        d="M7 10H5C5 12.7614 7.23858 15 10 15C12.7614 15 15 12.7614 15 10H13C13 11.6569 11.6569 13 10 13C8.3431 13 7 11.6569 7 10Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * The widget's unverified look in its own markup and stylesheet (altcha.css, 3 KB), so the page
 * shows the captcha at its final size without the widget's script. Ticking it loads the widget,
 * which takes its place and starts solving; pointing at it or focusing it starts the fetch early.
 */
function AltchaFacade({ loading, onActivate }: { loading: boolean; onActivate(): void }) {
  const { t } = useStrangersTranslation();
  const id = useId();
  return (
    <div
      className="altcha"
      data-state={loading ? 'verifying' : 'unverified'}
      data-display="standard"
      data-visible="true"
      data-testid="altcha-facade"
      onPointerEnter={prefetchAltcha}
      onPointerDown={prefetchAltcha}
      onFocus={prefetchAltcha}
    >
      <div className="altcha-main">
        <div>
          <div className="altcha-checkbox-wrap">
            <div className="altcha-checkbox" data-loading={loading}>
              <input
                type="checkbox"
                id={id}
                checked={false}
                disabled={loading}
                aria-busy={loading}
                onChange={onActivate}
              />
              <div className="altcha-spinner altcha-checkbox-spinner" aria-hidden="true" />
            </div>
            <label htmlFor={id}>{loading ? t('captcha.verifying') : t('captcha.notRobot')}</label>
          </div>
          <div>
            <span className="altcha-logo">
              <AltchaLogo />
            </span>
          </div>
        </div>
        <div className="altcha-footer">
          <p>{t('captcha.protectedBy')}</p>
        </div>
      </div>
    </div>
  );
}

/** The widget looks its words up by a lower-case language tag. */
const widgetLanguage = (language: string) => language.toLowerCase();

/** ALTCHA (the default captcha): a proof of work solved in the browser's workers. */
export function AltchaCaptcha({ challengeUrl, onVerify, onExpire }: AltchaCaptchaProps) {
  const { t, i18n } = useStrangersTranslation();
  const widgetRef = useRef<HTMLElement>(null);
  const [stage, setStage] = useState<Stage>('facade');
  const verifiedRef = useRef(false);
  // Keyboard users keep their place when the widget replaces the stand-in.
  const hadFocusRef = useRef(false);

  useEffect(() => {
    if (stage !== 'loading') return;
    let active = true;
    loadAltcha().then(
      () => {
        if (!active) return;
        // The widget says what the stand-in said, in the app's language (the global registry
        // exists once the widget's script ran).
        globalThis.$altcha?.i18n.set(widgetLanguage(i18n.language), {
          ...globalThis.$altcha.i18n.get('en'),
          label: t('captcha.notRobot'),
          verifying: t('captcha.verifying'),
          waitAlert: t('captcha.verifying'),
          verified: t('captcha.verified'),
          error: t('captcha.failed'),
          expired: t('captcha.expired'),
          footer: t('captcha.protectedBy'),
        });
        setStage('ready');
      },
      () => active && setStage('failed'),
    );
    return () => {
      active = false;
    };
  }, [stage, t, i18n.language]);

  const handleStateChange = useEffectEvent((state: string, payload: string | null) => {
    if (state === 'verified' && payload) {
      verifiedRef.current = true;
      onVerify(payload);
    } else if (state === 'expired' || (verifiedRef.current && state !== 'verifying')) {
      // expired, reset or failed after a success: the payload can no longer be used
      verifiedRef.current = false;
      onExpire?.();
    }
  });

  useEffect(() => {
    const widget = widgetRef.current;
    if (stage !== 'ready' || !widget) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      handleStateChange(detail.state, detail.payload);
    };
    widget.addEventListener('statechange', listener);
    if (hadFocusRef.current) {
      // The widget renders its checkbox a tick after it is attached.
      setTimeout(() => widget.querySelector<HTMLElement>('input[type="checkbox"]')?.focus());
    }
    return () => widget.removeEventListener('statechange', listener);
  }, [stage]);

  if (stage === 'failed') return <CaptchaLoadError onRetry={() => setStage('loading')} />;
  if (stage === 'ready') {
    // auto="onload": the visitor already ticked the stand-in, so the widget solves at once.
    return (
      <altcha-widget
        ref={widgetRef}
        challenge={challengeUrl}
        auto="onload"
        language={widgetLanguage(i18n.language)}
      />
    );
  }
  return (
    <AltchaFacade
      loading={stage === 'loading'}
      onActivate={() => {
        hadFocusRef.current = document.activeElement instanceof HTMLInputElement;
        setStage('loading');
      }}
    />
  );
}
