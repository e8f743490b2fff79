import type https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { ChatMessage, Notification, PushPayload } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import type { Hub } from '../platform/hub/types';
import type { Logger } from '../platform/logger';
import { checkEndpoint } from './endpointGuard';
import { removeEndpoint, subscriptionsOf, type StoredSubscription } from './subscriptions';
import type { VapidKeys } from './vapid';
import { onlineUserIds } from '../platform/presenceKeys';

/** How long a push service keeps a message for a device that is off (a day). */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer within this is given up on for this message. */
const SEND_TIMEOUT_MS = 10_000;
/** The longest message text put in a notification. */
const TEXT_PREVIEW = 120;

/** What features call to reach a person whose tab is closed. Never throws; never awaited by them. */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (GET /api/config `push.publicKey`). */
  readonly publicKey: string;
  /** A stored notification (friend requests, likes, comments, replies, mentions...). */
  notification(userId: string, notification: Notification): void;
  /**
   * Asks now whether `recipientId` has a socket on any process, and returns what pushes them a
   * friend-chat message if they had none: called before the message goes out, so that a tab
   * closed just after the message arrived does not bring it again as a push.
   */
  friendMessageTo(recipientId: string): (message: ChatMessage) => void;
  /** Anything else: the payload each of the person's devices gets (showText: its choice). */
  toUser(userId: string, payload: (device: { showText: boolean }) => PushPayload): void;
  /** Resolves once every push started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface PushSenderOptions {
  db: Database;
  hub: Hub;
  logger: Logger;
  keys: VapidKeys;
  agent: https.Agent;
  allowPrivateEndpoints: boolean;
}

const APP_NAME = 'Serendip';

/** The notification a message becomes; its text only when the device asked for it. */
export function messagePayload(message: ChatMessage, showText: boolean): PushPayload {
  const text =
    message.type === 'image'
      ? 'Sent a photo'
      : message.type === 'video'
        ? 'Sent a video'
        : message.content.length > TEXT_PREVIEW
          ? `${message.content.slice(0, TEXT_PREVIEW - 1)}…`
          : message.content;
  return {
    title: message.sender.username,
    body: showText ? text : 'Sent you a message',
    tag: `conversation:${message.conversationId ?? ''}`,
    url: `/chat/${message.sender._id}`,
  };
}

/** The notification a stored notification becomes (its message already names who did it). */
export function notificationPayload(notification: Notification): PushPayload {
  return {
    title: APP_NAME,
    body: notification.message,
    tag: `notification:${notification.link ?? notification._id}`,
    url: notification.link ?? '/',
  };
}

/**
 * Sends Web Push to people with no live socket on any process (the hub's presence): someone with
 * the app open hears it there instead. The process where the event happens sends it, once.
 * A subscription the push service calls gone (404, 410) is deleted.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, hub, logger, keys, agent } = options;
  const running = new Set<Promise<void>>();

  const sendOne = async (subscription: StoredSubscription, payload: PushPayload) => {
    try {
      checkEndpoint(subscription.endpoint, options.allowPrivateEndpoints);
      await webpush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: keys.subject,
            publicKey: keys.publicKey,
            privateKey: keys.privateKey,
          },
          TTL: TTL_SECONDS,
          timeout: SEND_TIMEOUT_MS,
          agent,
        },
      );
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await removeEndpoint(db, subscription.endpoint);
        return;
      }
      logger.warn(
        {
          err: error instanceof WebPushError ? { statusCode: error.statusCode } : error,
          pushHost: safeHost(subscription.endpoint),
        },
        'a web push was not delivered',
      );
    }
  };

  // A failed presence check counts as online: no push rather than a doubtful one.
  const onlineNow = (userId: string): Promise<boolean> =>
    onlineUserIds(hub, [userId]).then(
      (online) => online.has(userId),
      (error: unknown) => {
        logger.warn({ err: error, userId }, 'web push: presence check failed');
        return true;
      },
    );

  const unlessOnline = (
    userId: string,
    payload: (device: { showText: boolean }) => PushPayload,
    online: Promise<boolean>,
  ) => {
    const job = (async () => {
      if (await online) return;
      const subscriptions = await subscriptionsOf(db, userId);
      await Promise.all(
        subscriptions.map((subscription) =>
          sendOne(subscription, payload({ showText: subscription.showText })),
        ),
      );
    })().catch((error: unknown) => logger.warn({ err: error, userId }, 'web push failed'));
    running.add(job);
    void job.finally(() => running.delete(job));
  };
  const toUser: PushSender['toUser'] = (userId, payload) =>
    unlessOnline(userId, payload, onlineNow(userId));

  return {
    publicKey: keys.publicKey,
    notification: (userId, notification) => toUser(userId, () => notificationPayload(notification)),
    friendMessageTo(recipientId) {
      const online = onlineNow(recipientId);
      return (message) =>
        unlessOnline(recipientId, ({ showText }) => messagePayload(message, showText), online);
    },
    toUser,
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
    async close() {
      await this.idle();
      agent.destroy();
    },
  };
}

function safeHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
}
