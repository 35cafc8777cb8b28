export * from './enums.js';
export * from './hub/index.js';
export * from './fleet/index.js';
export * from './tags.js';
