import { useLayoutEffect, useRef } from 'react';
import { useOffline } from './useOffline';
import { useTranslation } from '../../i18n/i18n';
import './connection.css';

/**
 * A strip under the navbar while the network or the live connection is down. It sticks just
 * below the sticky navbar, so it stays in sight on a scrolled page without covering content.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  const strip = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!offline || !strip.current) return;
    const navbar = document.querySelector('.app-navbar');
    const height = navbar ? navbar.getBoundingClientRect().height : 0;
    strip.current.style.top = `${Math.round(height)}px`;
  }, [offline]);

  return (
    <div role="status" aria-live="polite" className="offline-banner-region" ref={strip}>
      {offline && (
        <p className="offline-banner mb-0" data-testid="offline-banner">
          <span className="offline-banner-dot" aria-hidden="true" />
          {t('shell.offline')}
        </p>
      )}
    </div>
  );
}
