export type { App } from './app.js';
export { buildApp } from './app.js';
export type { AppConfig, EnvironmentVariables } from './config.js';
export { loadConfig } from './config.js';
export { serve } from './serve.js';
