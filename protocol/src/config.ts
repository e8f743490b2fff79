/** Public runtime configuration the web app reads from GET /api/config. */
export type CaptchaProvider = 'altcha' | 'recaptcha' | 'hcaptcha' | 'turnstile';

export interface PublicConfig {
  captcha: {
    provider: CaptchaProvider;
    /** Site key of reCAPTCHA / hCaptcha / Turnstile; absent for ALTCHA. */
    siteKey?: string;
    /** For ALTCHA: where the widget fetches its challenge. */
    challengeUrl?: string;
  };
  /** Google sign-in is hidden when this is absent. */
  googleClientId?: string;
  ads: {
    /** 'house' shows our own placeholder; 'adsense' loads the network with the client id. */
    provider: 'house' | 'adsense';
    client?: string;
  };
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
  /** Optional extra: Web Push, absent when the server sends none. */
  push?: {
    /** The VAPID public key (base64url) a browser subscribes with. */
    publicKey: string;
  };
}
