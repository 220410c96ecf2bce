export * from './apply-change.js';
export * from './apply-over-local.js';
export * from './choice-fields.js';
export * from './merge-cell.js';
export * from './ops-of.js';
export * from './protocol.js';
export * from './roles.js';
