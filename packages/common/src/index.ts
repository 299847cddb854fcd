export * from './errors';
export * from './config';
export * from './logger';
export * from './ids';
export * from './text';
export * from './threads';
