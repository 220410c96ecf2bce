import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ACCOUNT_MESSAGES, apiErrorSchema, mcpEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, usesApiToken } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import type { SpecsService } from '../specs/specs-service.js';
import { accountSpecAccess, type SpecCache } from './account-spec-access.js';
import { createSpecMcpServer, runTool } from './spec-mcp-server.js';

export interface McpRoutesOptions {
  db: Database;
  specs: SpecsService;
  cache: SpecCache;
  version: string;
}

/** What the MCP transport answers a message it cannot take (the protocol prescribes JSON-RPC errors). */
const jsonRpcErrorSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  error: z.object({ code: z.number().int(), message: z.string() }),
});

export const MCP_TOKEN_REQUIRED = `${ACCOUNT_MESSAGES.signInRequired} Send a personal API token: Authorization: Bearer <token>.`;

/**
 * `POST /api/mcp`: the MCP server over the caller's specs, one stateless Streamable HTTP exchange per request
 * (JSON answers), for a personal API token only (a browser session cannot call it).
 */
export const mcpRoutes: FastifyPluginAsyncZod<McpRoutesOptions> = async (
  app,
  { db, specs, cache, version },
) => {
  const route = endpointRoute(mcpEndpoints.message, {
    tags: ['mcp'],
    summary: 'Model Context Protocol (Streamable HTTP, stateless): the requirement tools over your specs',
    errors: [400, 401],
  });
  app.route({
    ...route,
    // A body that is no JSON object is refused as every route does; a message that is no JSON-RPC request, by
    // the MCP transport, with a JSON-RPC error.
    schema: {
      ...route.schema,
      response: { ...route.schema.response, 400: apiErrorSchema.or(jsonRpcErrorSchema) },
    },
    handler: async (request, reply) => {
      if (!usesApiToken(request)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError(401, MCP_TOKEN_REQUIRED);
      }
      const actor = await requireUser(request);
      const onUnexpectedError = (error: unknown) => request.log.error({ err: error }, 'MCP tool failed');
      const server = createSpecMcpServer(accountSpecAccess(db, specs, actor, cache), {
        version,
        onUnexpectedError,
      });
      server.registerTool(
        'list_specs',
        {
          description:
            'Your specs kept in Specwright and those of your workspaces: id (the spec_id of the other tools), title, rows, version, workspace.',
          annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
        },
        () => runTool(async () => ({ specs: await specs.list(actor.id) }), onUnexpectedError),
      );
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
};
