export * from './env.js';
export * from './http.js';
export * from './pagination.js';
export * from './problem.filter.js';
export * from './problem.js';
export * from './validation.js';
export * from './pagination.dto.js';
export * from './rest-app.js';
