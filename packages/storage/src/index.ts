export * from './sqlite';
export * from './mongo';
export * from './outbox';
