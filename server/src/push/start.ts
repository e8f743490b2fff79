import type { Config } from '../platform/config';
import type { Database } from '../platform/db/database';
import type { Hub } from '../platform/hub/types';
import type { Logger } from '../platform/logger';
import { pushAgent } from './endpointGuard';
import { createPushSender, type PushSender } from './sender';
import { loadVapidKeys } from './vapid';

/** A sender that sends nothing (PUSH=off). */
const silent: PushSender = {
  publicKey: '',
  notification() {},
  friendMessageTo: () => () => {},
  toUser() {},
  async idle() {},
  async close() {},
};

/** The process's push sender, with its VAPID keys loaded or made (push/vapid.ts). */
export async function startPush(options: {
  config: Config;
  secret: string;
  db: Database;
  hub: Hub;
  logger: Logger;
}): Promise<PushSender> {
  const { config } = options;
  if (!config.push.enabled) return silent;
  return createPushSender({
    db: options.db,
    hub: options.hub,
    logger: options.logger,
    keys: await loadVapidKeys(config, options.secret),
    agent: pushAgent({
      allowPrivate: config.push.allowPrivateEndpoints,
      caFile: config.push.caFile,
    }),
    allowPrivateEndpoints: config.push.allowPrivateEndpoints,
  });
}
