import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/** Environment variables of Web Push (docs/deployment/push.md), merged into config.ts. */
export const pushEnv = {
  PUSH: z.enum(['on', 'off']).default('on'),
  VAPID_PUBLIC_KEY: optional.refine((value) => !value || /^[A-Za-z0-9_-]{87}$/.test(value), {
    message: 'an uncompressed P-256 public key, base64url (87 characters)',
  }),
  VAPID_PRIVATE_KEY: optional.refine((value) => !value || /^[A-Za-z0-9_-]{43}$/.test(value), {
    message: 'a P-256 private key, base64url (43 characters)',
  }),
  VAPID_SUBJECT: optional.refine((value) => !value || /^(mailto:|https:\/\/)/.test(value), {
    message: 'a mailto: or https: URL the push services may contact',
  }),
  // Test setting: push endpoints on loopback or private addresses are refused otherwise.
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(['on', 'off']).default('off'),
  // A PEM file of extra certificate authorities trusted for push services (a test receiver).
  PUSH_CA_FILE: optional,
};

type PushEnv = z.infer<z.ZodObject<typeof pushEnv>>;

export interface PushConfig {
  enabled: boolean;
  /** Both keys or neither: without them, keys come from DATA_DIR or the secret (push/vapid.ts). */
  vapid?: { publicKey: string; privateKey: string };
  /** Who the push services may contact about this sender. */
  subject?: string;
  allowPrivateEndpoints: boolean;
  caFile?: string;
}

export function pushConfig(env: PushEnv): PushConfig {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither (npx web-push generate-vapid-keys).',
    );
  return {
    enabled: env.PUSH === 'on',
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    subject: env.VAPID_SUBJECT,
    allowPrivateEndpoints: env.PUSH_ALLOW_PRIVATE_ENDPOINTS === 'on',
    caFile: env.PUSH_CA_FILE,
  };
}
