/** The one database schema (PostgreSQL, embedded PGlite or a server), split by area. */
export * from './accounts';
export * from './social';
export * from './chat';
export * from './safety';
export * from './moderation';
export * from './reads';
export * from './trust';
export * from './push';
