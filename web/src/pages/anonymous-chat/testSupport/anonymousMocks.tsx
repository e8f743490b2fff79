/*
 * What the anonymous chat page's test files put in place of the config, the captcha and image
 * compression. vi.mock runs before a file's imports, so its factories load these lazily:
 *   vi.mock('../../session/ConfigContext', () => import('./testSupport/anonymousMocks').then((m) => m.configModule));
 */

export const configModule = {
  useConfig: () => ({
    captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
    ads: { provider: 'house' },
    iceServers: [],
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

export const compressModule = {
  compressImage: async (file: File) => file,
  isImageFile: (file: File) => file.type.startsWith('image/'),
};
