/**
 * Web Push (an optional extra: a client written from the spec alone never subscribes). A device
 * hands the server the subscription its browser made with the server's public key.
 */
import { z } from 'zod';

/** The longest push service URL accepted (browsers' are 150-500 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

const base64url = (name: string, max: number) =>
  z
    .string({ message: `Invalid ${name}.` })
    .regex(/^[A-Za-z0-9_-]+=*$/, `Invalid ${name}.`)
    .max(max, `Invalid ${name}.`);

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON() plus this device's choice. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .string({ message: 'Invalid push endpoint.' })
    .max(PUSH_ENDPOINT_MAX_LENGTH, 'Invalid push endpoint.'),
  keys: z.object(
    { p256dh: base64url('push key', 200), auth: base64url('push secret', 100) },
    { message: 'Invalid push keys.' },
  ),
  /** Show the message text in notifications on this device (default: only who sent it). */
  showText: z.boolean({ message: 'Invalid showText.' }).optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** POST /api/push/unsubscribe: the subscription this device no longer wants. */
export const pushUnsubscribeBody = z.object({
  endpoint: z
    .string({ message: 'Invalid push endpoint.' })
    .max(PUSH_ENDPOINT_MAX_LENGTH, 'Invalid push endpoint.'),
});
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

/** What the service worker receives in each push (JSON, encrypted for the device). */
export interface PushPayload {
  /** Notification title: the sender's name, or "Serendip". */
  title: string;
  body: string;
  /** One notification per conversation (or kind): a newer one replaces the older. */
  tag: string;
  /** The app path to open on click. */
  url: string;
}
