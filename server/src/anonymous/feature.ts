import type { Feature } from '../platform/lifecycle';
import { installAnonymousChat } from './socket';

/** Anonymous text chat with strangers; its watches of partners and uploads stop with it. */
export const anonymousFeature: Feature = { name: 'anonymous', start: installAnonymousChat };
