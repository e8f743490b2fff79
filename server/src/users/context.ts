import type { InterfaceLanguage } from '@serendip/protocol';

/** What users/ offers every feature through the app context (platform/context.ts). */
declare module '../platform/context' {
  interface AppContext {
    /** A user's username, or undefined for an unknown id (socket edges ask it for typing). */
    usernameOf(userId: string): Promise<string | undefined>;
    /** The interface language kept on the account, else undefined (server messages follow it). */
    accountLanguageOf(userId: string): Promise<InterfaceLanguage | undefined>;
  }
}

export {};
