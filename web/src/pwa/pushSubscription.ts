import { api } from '../api/http';

/** Per account, whether this browser was turned on for notifications (and with text or not). */
const CHOICE_KEY = 'serendip.push';

interface Choice {
  showText: boolean;
}

function choices(): Record<string, Choice> {
  try {
    return JSON.parse(localStorage.getItem(CHOICE_KEY) ?? '{}') as Record<string, Choice>;
  } catch {
    return {};
  }
}

export function storedChoice(userId: string): Choice | undefined {
  return choices()[userId];
}

function storeChoice(userId: string, choice: Choice | undefined): void {
  const all = choices();
  if (choice) all[userId] = choice;
  else delete all[userId];
  localStorage.setItem(CHOICE_KEY, JSON.stringify(all));
}

/** The browser can receive Web Push and the server sends it. */
export function pushSupported(publicKey: string | undefined): publicKey is string {
  return (
    Boolean(publicKey) &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/**
 * Turns notifications on for this browser: asks the person's permission, subscribes with the
 * server's key and hands the subscription to the server. False when permission was refused.
 */
export async function turnOnPush(
  userId: string,
  publicKey: string,
  showText: boolean,
): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return false;
  await api.post('/api/push/subscriptions', {
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, showText },
  });
  storeChoice(userId, { showText });
  return true;
}

/** Turns notifications off for this browser (the server forgets it too). */
export async function turnOffPush(userId: string): Promise<void> {
  storeChoice(userId, undefined);
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api
    .post('/api/push/unsubscribe', { body: { endpoint: subscription.endpoint } })
    .catch(() => {});
  await subscription.unsubscribe();
}

/**
 * After a sign-in, a browser this account had turned on is turned on again (logging out deleted
 * it on the server); never for another account, never without the permission.
 */
export async function restorePush(userId: string, publicKey: string): Promise<void> {
  const choice = storedChoice(userId);
  if (!choice || Notification.permission !== 'granted') return;
  await turnOnPush(userId, publicKey, choice.showText);
}
