export * from './data-source.js';
export * from './pglite-driver.js';
export * from './schemas.js';
export * from './migrations/hub/index.js';
export * from './migrate.js';
