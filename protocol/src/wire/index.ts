/** The result schemas of the HTTP routes, by area; the wire types are inferred from them. */
export * from './users';
export * from './posts';
export * from './chat';
export * from './rooms';
export * from './notifications';
export * from './site';
export * from './moderation';
export * from './trust';
export * from './transparency';
