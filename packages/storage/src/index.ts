export * from './sqlite';
export * from './mongo';
