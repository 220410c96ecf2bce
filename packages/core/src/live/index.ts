export * from './merge-cell.js';
export * from './protocol.js';
export * from './roles.js';
