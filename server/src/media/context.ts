import type { MediaStore } from './types';

/** What media/ offers every feature through the app context (platform/context.ts). */
declare module '../platform/context' {
  interface AppContext {
    media: MediaStore;
  }
}
