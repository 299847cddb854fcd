export * from './sqlite';
export * from './mongo';
export * from './outbox';
export * from './mongo-outbox';
export * from './checkpointer';
