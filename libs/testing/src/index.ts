export * from './database.js';
export * from './hub.js';
