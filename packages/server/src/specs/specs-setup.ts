import type { Database } from '../db/database.js';
import type { App } from '../http/fastify-app.js';
import { openSpecCache } from '../mcp/account-spec-access.js';
import { mcpRoutes } from '../mcp/mcp-routes.js';
import { productInfo } from '../startup/product-info.js';
import { specRoutes } from './spec-routes.js';
import { specsService } from './specs-service.js';

/** The specs users keep in the account, and the MCP server (`/api/mcp`) over them. */
export async function registerSpecs(app: App, { db }: { db: Database }) {
  const specs = specsService({ db });
  await app.register(specRoutes, { specs });
  await app.register(mcpRoutes, { specs, cache: openSpecCache(), version: productInfo().version });
  return specs;
}
