export type { App } from './app.js';
export { buildApp } from './app.js';
export type { AppConfig, EnvironmentVariables } from './config.js';
export { loadConfig, readProcessEnvironment } from './config.js';
export { grantCredits, MAX_CREDIT_CHANGE } from './credits-grant.js';
export { serve } from './serve.js';
