/** What users/ offers every feature through the app context (platform/context.ts). */
declare module '../platform/context' {
  interface AppContext {
    /** A user's username, or undefined for an unknown id (socket edges ask it for typing). */
    usernameOf(userId: string): Promise<string | undefined>;
  }
}

export {};
