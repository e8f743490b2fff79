import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@serendip/protocol';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Database } from './db/database';
import type { Hub } from './hub/types';
import type { Mailer } from './mail/types';
import type { CaptchaVerifier } from './captcha/types';
import type { Metrics } from './metrics';

export type SocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/**
 * Everything a feature needs, built once at start-up (app.ts) and handed to each feature's routes
 * and sockets. Platform declares its own members here; features that offer a service to others
 * add theirs by module augmentation next to the service (auth/context.ts, media/context.ts,
 * users/context.ts), so no platform file imports a feature.
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  db: Database;
  hub: Hub;
  secret: string;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  metrics: Metrics;
  io: SocketServer;
}
