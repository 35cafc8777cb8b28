export * from './capturing-logs.js';
export * from './database.js';
export * from './hub.js';
export * from './fleet.js';
export * from './prometheus.js';
export * from './glewlwyd.js';
export * from './demo-pair.js';
export * from './event-stream.js';
