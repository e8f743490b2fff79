import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@serendip/protocol';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Database } from './db/database';
import type { Hub } from './hub/types';
import type { Mailer } from './mail/types';
import type { CaptchaVerifier } from './captcha/types';
import type { MediaStore } from '../media/types';
import type { TokenService } from '../auth/tokens';
import type { AuthGuard } from '../auth/guard';
import type { Metrics } from './metrics';
import type { JWTVerifyGetKey } from 'jose';

export type SocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** Everything a feature needs, built once at start-up and handed to each feature's routes and sockets. */
export interface AppContext {
  config: Config;
  logger: Logger;
  db: Database;
  hub: Hub;
  secret: string;
  tokens: TokenService;
  auth: AuthGuard;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  media: MediaStore;
  metrics: Metrics;
  io: SocketServer;
  /** Google's signing keys (injectable so tests sign their own ID tokens). */
  googleKeys: JWTVerifyGetKey;
}
