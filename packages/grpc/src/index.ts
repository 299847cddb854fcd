export * from './context';
export * from './status';
export * from './server';
export * from './client';
export * from './health';
export * from './lifecycle';
export * from './outbox';
export { MAX_MESSAGE_BYTES, MUX_MAX_REPLY_BYTES, MUX_MAX_REQUEST_BYTES } from './mux';
