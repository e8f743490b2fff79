/** Chat: payload schemas and socket events (see socket.ts, which merges every feature's events). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the feature
export interface ChatServerEvents {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the feature
export interface ChatClientEvents {}
