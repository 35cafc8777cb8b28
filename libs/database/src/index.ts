export * from './data-source.js';
export * from './pglite-driver.js';
export * from './schemas.js';
export * from './migrations/hub/index.js';
export * from './migrate.js';
export * from './monitor.js';
export * from './resilient-pg.js';
export * from './unavailable.js';
