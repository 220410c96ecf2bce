export * from './apply-change.js';
export * from './ops-of.js';
export * from './protocol.js';
export * from './roles.js';
