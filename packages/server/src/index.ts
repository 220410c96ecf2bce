export { grantCredits, MAX_CREDIT_CHANGE } from './account/credits-grant.js';
export type { App } from './app.js';
export { buildApp } from './app.js';
export type { AppConfig, EnvironmentVariables } from './config/app-config.js';
export { loadConfig, readProcessEnvironment } from './config/app-config.js';
export { ToolError } from './mcp/requirement-tools.js';
export type { LoadedSpec, SpecAccess, SpecMcpServerOptions } from './mcp/spec-mcp-server.js';
export { createSpecMcpServer } from './mcp/spec-mcp-server.js';
export { serve } from './startup/serve.js';
