import type { PushSender } from './sender';

/** What push/ offers every feature through the app context (platform/context.ts). */
declare module '../platform/context' {
  interface AppContext {
    /** Web Push to people whose app is closed; a no-op sender when PUSH=off. */
    push: PushSender;
  }
}
