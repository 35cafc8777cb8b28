export * from './quantity.js';
export * from './inventory.js';
export * from './fit.js';
export * from './inventory.dto.js';
