export * from './token.js';
export * from './password.js';
export * from './encryption.js';
export * from './jwt-rules.js';
