export * from './bearer.js';
export * from './bearer.strategy.js';
export * from './jwks.js';
export * from './last-used.js';
export * from './passport.js';
export * from './claims.js';
export * from './email.js';
export * from './body-authentication.js';
