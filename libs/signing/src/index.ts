export * from './errors.js';
export * from './keys.js';
export * from './dsse.js';
export * from './statements.js';
export * from './root.js';
export * from './authorize.js';
export * from './snapshot.js';
