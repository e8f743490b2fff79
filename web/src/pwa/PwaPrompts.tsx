import { useEffect, useMemo, useReducer, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { getToken } from '../api/http';
import { useApiQuery } from '../api/queries';
import { useSocket } from '../api/socket';
import { hasInstallOffer, takeInstallOffer } from './boot';
import { countChat, initialChatCount } from './goodChat';
import { applyWaitingUpdate, usePwaState } from './pwaStore';
import { pushSupported, restorePush, storedChoice, turnOnPush } from './pushSubscription';
import { useTranslation } from '../i18n/i18n';
import { configQuery, selfQuery } from '../session/sessionQueries';
import './pwaPrompts.css';

/** Offers made once per browser: kept so they are never made again. */
const INSTALL_OFFERED = 'serendip.installOffered';
const PUSH_OFFERED = 'serendip.pushOffered';

const offered = (key: string) => localStorage.getItem(key) !== null;
const markOffered = (key: string) => localStorage.setItem(key, new Date().toISOString());

/** The prompts of the installed app, in a root of their own (startPwa.ts). */
export function PwaPrompts() {
  return (
    <div className="pwa-prompts" aria-live="polite">
      <UpdatePrompt />
      <InstallOffer />
      <PushOffer />
    </div>
  );
}

function UpdatePrompt() {
  const { t } = useTranslation();
  const { updateReady } = usePwaState();
  if (!updateReady) return null;
  return (
    <div className="pwa-card" role="status">
      <span>{t('pwa.update')}</span>
      <Button variant="link" className="p-0 align-baseline" onClick={applyWaitingUpdate}>
        {t('pwa.reload')}
      </Button>
    </div>
  );
}

/** After a first good stranger chat (never on the landing page), once: install the app. */
function InstallOffer() {
  const { t } = useTranslation();
  const socket = useSocket();
  const [count, dispatch] = useReducer(countChat, initialChatCount);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!socket || offered(INSTALL_OFFERED)) return;
    const matched = () => dispatch('matched');
    const message = () => dispatch('strangerMessage');
    const ended = () => dispatch('ended');
    socket.on('matched', matched);
    socket.on('receiveAnonymousMessage', message);
    socket.on('partnerDisconnected', ended);
    socket.on('matching', ended);
    return () => {
      socket.off('matched', matched);
      socket.off('receiveAnonymousMessage', message);
      socket.off('partnerDisconnected', ended);
      socket.off('matching', ended);
    };
  }, [socket]);

  useEffect(() => {
    if (!count.good || offered(INSTALL_OFFERED) || !hasInstallOffer()) return;
    if (window.location.pathname === '/') return;
    markOffered(INSTALL_OFFERED);
    setOpen(true);
  }, [count.good]);

  if (!open) return null;
  const install = async () => {
    setOpen(false);
    const offer = takeInstallOffer();
    await offer?.prompt();
  };
  return (
    <div className="pwa-card" role="dialog" aria-label={t('pwa.install.label')}>
      <strong>{t('pwa.install.label')}</strong>
      <span>{t('pwa.install.body')}</span>
      <div className="pwa-card-actions">
        <Button size="sm" variant="outline-secondary" onClick={() => setOpen(false)}>
          {t('pwa.notNow')}
        </Button>
        <Button size="sm" onClick={() => void install()}>
          {t('pwa.install.action')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Who is signed in and the server's push key, once the page has a live connection: the session
 * and the config the page has read already (the same cache).
 */
function usePushContext(): { userId: string; publicKey: string } | null {
  const socket = useSocket();
  const live = Boolean(socket && getToken());
  const userId = useApiQuery({ ...selfQuery, enabled: live }).data?._id;
  const publicKey = useApiQuery({ ...configQuery, enabled: live }).data?.push?.publicKey;
  return useMemo(
    () => (live && userId && pushSupported(publicKey) ? { userId, publicKey } : null),
    [live, userId, publicKey],
  );
}

/** After a first friend message, once: notifications while Serendip is closed. */
function PushOffer() {
  const { t } = useTranslation();
  const socket = useSocket();
  const context = usePushContext();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (context) void restorePush(context.userId, context.publicKey).catch(() => {});
  }, [context]);

  useEffect(() => {
    if (!socket || !context) return;
    if (offered(PUSH_OFFERED) || storedChoice(context.userId)) return;
    if (Notification.permission !== 'default') return;
    const onMessage = () => {
      markOffered(PUSH_OFFERED);
      setOpen(true);
    };
    socket.once('receiveMessage', onMessage);
    return () => {
      socket.off('receiveMessage', onMessage);
    };
  }, [socket, context]);

  if (!open || !context) return null;
  const turnOn = async () => {
    setOpen(false);
    await turnOnPush(context.userId, context.publicKey, false).catch(() => false);
  };
  return (
    <div className="pwa-card" role="dialog" aria-label={t('pwa.push.label')}>
      <strong>{t('pwa.push.title')}</strong>
      <span>{t('pwa.push.body')}</span>
      <div className="pwa-card-actions">
        <Button size="sm" variant="outline-secondary" onClick={() => setOpen(false)}>
          {t('pwa.notNow')}
        </Button>
        <Button size="sm" onClick={() => void turnOn()}>
          {t('pwa.push.turnOn')}
        </Button>
      </div>
    </div>
  );
}
