export * from './protocol.js';
export * from './roles.js';
