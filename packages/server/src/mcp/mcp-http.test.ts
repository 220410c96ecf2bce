import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SPEC_MESSAGES } from '@specwright/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';
import { importJson } from '../test/test-results.js';
import { MCP_TOKEN_REQUIRED } from './mcp-routes.js';
import { NO_TEST_RESULTS } from './trace-requirement.js';

/** The first text of a tool result, parsed as the JSON the tools answer. */
function json<T = Record<string, unknown>>(result: unknown): T {
  const [first] = (result as CallToolResult).content;
  if (first?.type !== 'text') throw new Error('The tool answered no text');
  return JSON.parse(first.text) as T;
}

function errorText(result: unknown): string {
  const call = result as CallToolResult;
  expect(call.isError).toBe(true);
  const [first] = call.content;
  return first?.type === 'text' ? first.text : '';
}

describeEachDatabase('MCP over Streamable HTTP', (database) => {
  let app: App;
  let base: string;
  let owner: SignedInTestUser;
  let other: SignedInTestUser;
  let specId: string;
  const clients: Client[] = [];

  async function connect(token: string): Promise<Client> {
    const client = new Client({ name: 'specwright-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    app = await buildTestApp(database());
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    owner = await signUpNewUser(app, 'mcp-owner');
    other = await signUpNewUser(app, 'mcp-other');
    const created = await owner.client.post('/api/specs', { title: 'Sign-in', spec: mcpTestSpec() });
    expect(created.statusCode).toBe(200);
    specId = created.json<{ spec: { id: string } }>().spec.id;
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await app.close();
  });

  describe('authentication', () => {
    it('answers 401 without a token, with a session cookie only, and with an unknown token', async () => {
      const initialize = {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      };
      const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
      const anonymous = await fetch(`${base}/api/mcp`, {
        method: 'POST',
        headers,
        body: JSON.stringify(initialize),
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      expect(await anonymous.json()).toEqual({ error: 'Unauthorized', message: MCP_TOKEN_REQUIRED });
      const cookie = await owner.client.post('/api/mcp', initialize, headers);
      expect(cookie.statusCode).toBe(401);
      const unknown = await fetch(`${base}/api/mcp`, {
        method: 'POST',
        headers: { ...headers, authorization: 'Bearer spw_notARealToken0000000000000000' },
        body: JSON.stringify(initialize),
      });
      expect(unknown.status).toBe(401);
    });

    it('refuses the SDK client without a token', async () => {
      const client = new Client({ name: 'anonymous', version: '1.0.0' });
      await expect(
        client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`))),
      ).rejects.toMatchObject({ code: 401, message: expect.stringContaining(MCP_TOKEN_REQUIRED) });
    });
  });

  it('lists the tools with their exact names', async () => {
    const client = await connect(owner.token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'analyze_requirement',
      'get_requirement',
      'list_requirements',
      'list_specs',
      'search_requirements',
      'set_requirement_status',
      'trace_requirement',
    ]);
  });

  it('list_specs: the caller’s specs only', async () => {
    const mine = json<{ specs: { id: string; rows: number }[] }>(
      await (await connect(owner.token)).callTool({ name: 'list_specs', arguments: {} }),
    );
    expect(mine.specs).toEqual([
      expect.objectContaining({ id: specId, title: 'Sign-in', rows: 4, version: 1 }),
    ]);
    const theirs = json<{ specs: unknown[] }>(
      await (await connect(other.token)).callTool({ name: 'list_specs', arguments: {} }),
    );
    expect(theirs.specs).toEqual([]);
  });

  it('list_requirements: by column value and score band', async () => {
    const client = await connect(owner.token);
    const high = json<{ total: number; requirements: { label: string }[] }>(
      await client.callTool({
        name: 'list_requirements',
        arguments: { spec_id: specId, filters: { priority: 'HIGH' } },
      }),
    );
    expect(high.requirements.map((row) => row.label)).toEqual(['REQ-1', 'REQ-3']);
    const low = json<{ requirements: { label: string; band: string }[] }>(
      await client.callTool({ name: 'list_requirements', arguments: { spec_id: specId, bands: ['low'] } }),
    );
    expect(low.requirements).toEqual([expect.objectContaining({ label: 'REQ-2', band: 'low' })]);
  });

  it('trace_requirement: no test results before an import, the last run’s word after one', async () => {
    const client = await connect(owner.token);
    const trace = () =>
      client.callTool({ name: 'trace_requirement', arguments: { spec_id: specId, id: 'REQ-2' } });
    expect(json(await trace())).toMatchObject({
      requirement: { id: 'r2', label: 'REQ-2' },
      links_out: [],
      tests: [],
      test_results: { status: 'none', message: NO_TEST_RESULTS },
    });
    expect((await importJson(owner, specId)).statusCode).toBe(201);
    expect(json(await trace())).toMatchObject({
      test_results: {
        status: 'failed',
        run: { name: 'junit.xml', ran_at: '2026-11-28T21:04:11.532Z' },
        passed: 0,
        failed: 1,
        failure: 'REQ-2 answers fast',
      },
    });
    const theirs = await (await connect(other.token)).callTool({
      name: 'trace_requirement',
      arguments: { spec_id: specId, id: 'REQ-2' },
    });
    expect(errorText(theirs)).toBe(SPEC_MESSAGES.notFound);
  });

  it('get_requirement: by id; an unknown id or another user’s spec is a tool error', async () => {
    const client = await connect(owner.token);
    const found = json(
      await client.callTool({ name: 'get_requirement', arguments: { spec_id: specId, id: 'REQ-3' } }),
    );
    expect(found).toMatchObject({
      id: 'r3',
      label: 'REQ-3',
      text: expect.stringContaining('export the audit log'),
    });
    const unknown = await client.callTool({
      name: 'get_requirement',
      arguments: { spec_id: specId, id: 'REQ-99' },
    });
    expect(errorText(unknown)).toContain('No requirement with id "REQ-99"');
    const intruder = await connect(other.token);
    const foreign = await intruder.callTool({
      name: 'get_requirement',
      arguments: { spec_id: specId, id: 'REQ-1' },
    });
    expect(errorText(foreign)).toBe(SPEC_MESSAGES.notFound);
  });

  it('search_requirements: ranked, with phrases', async () => {
    const client = await connect(owner.token);
    const result = json<{ total: number; results: { label: string }[] }>(
      await client.callTool({
        name: 'search_requirements',
        arguments: { spec_id: specId, query: '"audit log" export' },
      }),
    );
    expect(result.total).toBe(2);
    expect(result.results.map((row) => row.label)).toEqual(['REQ-3', 'REQ-1']);
  });

  it('analyze_requirement: by id and by text', async () => {
    const client = await connect(owner.token);
    const byId = json<{ score: number; findings: unknown[] }>(
      await client.callTool({ name: 'analyze_requirement', arguments: { spec_id: specId, id: 'REQ-2' } }),
    );
    expect(byId.score).toBeLessThan(50);
    expect(byId.findings.length).toBeGreaterThan(0);
    const byText = json<{ score: number; suggestion: string }>(
      await client.callTool({
        name: 'analyze_requirement',
        arguments: { text: 'The UI should be intuitive.' },
      }),
    );
    expect(byText.score).toBeLessThan(50);
    expect(byText.suggestion).not.toBe('');
  });

  it('set_requirement_status: saves the spec with its version raised', async () => {
    const client = await connect(owner.token);
    const result = json<{ saved: string; added_status_column: boolean }>(
      await client.callTool({
        name: 'set_requirement_status',
        arguments: { spec_id: specId, id: 'REQ-1', status: 'done' },
      }),
    );
    expect(result).toMatchObject({ saved: 'Saved as version 2.', added_status_column: true });
    const stored = (await owner.client.get(`/api/specs/${specId}`)).json<{
      spec: {
        version: number;
        data: { columns: { field: string }[]; rows: { id: string; status?: string }[] };
      };
    }>().spec;
    expect(stored.version).toBe(2);
    expect(stored.data.columns.map((column) => column.field)).toContain('status');
    expect(stored.data.rows.find((row) => row.id === 'r1')?.status).toBe('done');
    const intruder = await connect(other.token);
    const foreign = await intruder.callTool({
      name: 'set_requirement_status',
      arguments: { spec_id: specId, id: 'REQ-1', status: 'broken' },
    });
    expect(errorText(foreign)).toBe(SPEC_MESSAGES.notFound);
  });
});
