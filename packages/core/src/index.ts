export type { ApiError, Health, PublicConfig } from './api/config.js';
export { apiErrorSchema, healthSchema, publicConfigSchema } from './api/config.js';
