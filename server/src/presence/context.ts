import type { PresenceEvents } from './onlineCount';

/** What presence/ offers every feature through the app context (platform/context.ts). */
declare module '../platform/context' {
  interface AppContext {
    /** People coming online and going offline, as the online count learns it. */
    presence: PresenceEvents;
  }
}
