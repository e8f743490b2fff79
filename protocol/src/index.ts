export * from './constants';
export * from './entities';
export * from './schemas';
export * from './config';
export * from './socket';
export * from './people';
export * from './posts';
