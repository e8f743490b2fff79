/** Rooms: payload schemas and socket events (see socket.ts, which merges every feature's events). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the feature
export interface RoomsServerEvents {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the feature
export interface RoomsClientEvents {}
