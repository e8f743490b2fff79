import { createFakeSocket } from '../../../testSupport/fakeSocket';

/*
 * What the page test files put in place of the socket, the config and the captcha. vi.mock runs
 * before a file's imports, so its factories load these lazily:
 *   vi.mock('../../session/ConfigContext', () => import('./testSupport/videoMocks').then((m) => m.configModule));
 */

/** The page's socket, with a fixed id (the mesh orders peers by it). */
export function createVideoSocket() {
  return Object.assign(createFakeSocket(), { id: 'self0000socket' });
}

export const configModule = {
  useConfig: () => ({
    captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
    ads: { provider: 'house' },
    iceServers: [{ urls: 'stun:fallback.example.org' }],
  }),
};

/** A stand-in captcha: a button that "solves" it with a fixed payload. */
export const captchaModule = {
  Captcha: ({ onVerify }: { onVerify(payload: string): void }) => (
    <button type="button" onClick={() => onVerify('captcha-payload')}>
      Solve captcha
    </button>
  ),
};

/** The signed-in person: a visitor unless a test sets `signedIn.user` (interests are prefilled). */
export const signedIn: { user: { interests: string[] } | null } = { user: null };
export const authModule = { useAuth: () => signedIn };
