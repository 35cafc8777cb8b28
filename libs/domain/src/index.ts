export * from './enums.js';
export * from './hub/index.js';
