export type { App } from './app.js';
export { buildApp } from './app.js';
export { ToolError } from './mcp/requirement-tools.js';
export type { LoadedSpec, SpecAccess, SpecMcpServerOptions } from './mcp/spec-mcp-server.js';
export { createSpecMcpServer } from './mcp/spec-mcp-server.js';
export type { AppConfig, EnvironmentVariables } from './startup/config.js';
export { loadConfig, readProcessEnvironment } from './startup/config.js';
export { grantCredits, MAX_CREDIT_CHANGE } from './startup/credits-grant.js';
export { serve } from './startup/serve.js';
