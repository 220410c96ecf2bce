import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpTestSpec } from '../../server/src/test/mcp-spec.js';
import { runCli } from './cli.js';

const repositoryRoot = join(import.meta.dirname, '../../..');

function json<T = Record<string, unknown>>(result: unknown): T {
  const call = result as CallToolResult;
  expect(call.isError ?? false).toBe(false);
  const [first] = call.content;
  if (first?.type !== 'text') throw new Error('The tool answered no text');
  return JSON.parse(first.text) as T;
}

describe('specwright mcp <spec.json> (stdio, the SDK client spawning the CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specwright-mcp-'));
  const path = join(dir, 'sign-in.json');
  const client = new Client({ name: 'specwright-test', version: '1.0.0' });
  const stderr: string[] = [];

  beforeAll(async () => {
    writeFileSync(path, JSON.stringify(mcpTestSpec()));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--conditions=source', '--import', 'tsx', 'packages/cli/src/main.ts', 'mcp', path],
      cwd: repositoryRoot,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    await client.connect(transport);
  }, 60_000);
  afterAll(async () => {
    await client.close();
  });

  it('offers the six tools by their exact names, no spec_id argument', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'analyze_requirement',
      'get_requirement',
      'list_requirements',
      'search_requirements',
      'set_requirement_status',
      'trace_requirement',
    ]);
    for (const tool of tools) expect(Object.keys(tool.inputSchema.properties ?? {})).not.toContain('spec_id');
  });

  it('list_requirements filters by column value and score band', async () => {
    const listed = json<{ total: number; requirements: { label: string }[] }>(
      await client.callTool({
        name: 'list_requirements',
        arguments: { filters: { priority: ['high', 'low'] } },
      }),
    );
    expect(listed.requirements.map((row) => row.label)).toEqual(['REQ-1', 'REQ-2', 'REQ-3']);
    const unscored = json<{ requirements: { label: string }[] }>(
      await client.callTool({ name: 'list_requirements', arguments: { bands: ['unscored'] } }),
    );
    expect(unscored.requirements.map((row) => row.label)).toEqual(['REQ-3']);
    const badColumn = (await client.callTool({
      name: 'list_requirements',
      arguments: { filters: { owner: 'ann' } },
    })) as CallToolResult;
    expect(badColumn.isError).toBe(true);
    expect(badColumn.content[0]).toMatchObject({ text: expect.stringContaining('No column "owner"') });
  });

  it('trace_requirement: links and no test results (none are kept beside a spec file)', async () => {
    expect(
      json(await client.callTool({ name: 'trace_requirement', arguments: { id: 'REQ-1' } })),
    ).toMatchObject({
      requirement: { id: 'r1', label: 'REQ-1' },
      tests: [],
      test_results: { status: 'none', message: expect.stringContaining('No test results') },
    });
  });

  it('get_requirement by the ID column or the row id; an unknown id is a tool error', async () => {
    expect(json(await client.callTool({ name: 'get_requirement', arguments: { id: 'r2' } }))).toMatchObject({
      label: 'REQ-2',
      score: 20,
      band: 'low',
      values: { priority: 'low' },
    });
    const unknown = (await client.callTool({
      name: 'get_requirement',
      arguments: { id: 'REQ-404' },
    })) as CallToolResult;
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0]).toMatchObject({
      text: expect.stringContaining('No requirement with id "REQ-404"'),
    });
  });

  it('search_requirements ranks the matches', async () => {
    const found = json<{ total: number; results: { label: string; relevance: number }[] }>(
      await client.callTool({ name: 'search_requirements', arguments: { query: 'audit log CSV' } }),
    );
    expect(found.results.map((row) => row.label)).toEqual(['REQ-3', 'REQ-1']);
    expect(found.results[0]?.relevance).toBeGreaterThan(found.results[1]?.relevance ?? Infinity);
  });

  it('analyze_requirement by id and by text', async () => {
    const byId = json<{ id: string; score: number; findings: { category: string }[] }>(
      await client.callTool({ name: 'analyze_requirement', arguments: { id: 'REQ-2' } }),
    );
    expect(byId.id).toBe('r2');
    expect(byId.score).toBeLessThan(50);
    const byText = json<{ score: number }>(
      await client.callTool({
        name: 'analyze_requirement',
        arguments: { text: 'WHEN the door opens, the controller shall switch the light on within 200 ms.' },
      }),
    );
    expect(byText.score).toBeGreaterThanOrEqual(80);
  });

  it('set_requirement_status adds the status column and saves the file atomically', async () => {
    const result = json<{ saved: string; added_status_column: boolean; requirement: { values: object } }>(
      await client.callTool({
        name: 'set_requirement_status',
        arguments: { id: 'REQ-3', status: 'in progress' },
      }),
    );
    expect(result).toMatchObject({ saved: `Saved to ${path}.`, added_status_column: true });
    const saved = JSON.parse(readFileSync(path, 'utf8')) as {
      columns: { field: string }[];
      rows: { id: string; status?: string }[];
    };
    expect(saved.columns.map((column) => column.field)).toContain('status');
    expect(saved.rows.find((row) => row.id === 'r3')?.status).toBe('in progress');
    expect(saved.rows.find((row) => row.id === 'r1')?.status).toBe('');
    // A second status goes into the same column; no temporary file is left beside the spec.
    const again = json<{ added_status_column: boolean }>(
      await client.callTool({ name: 'set_requirement_status', arguments: { id: 'REQ-1', status: 'done' } }),
    );
    expect(again.added_status_column).toBe(false);
    expect(readdirSync(dir)).toEqual(['sign-in.json']);
    expect(stderr.join('')).toBe('');
  });
});

describe('specwright mcp usage', () => {
  it('needs one readable spec file', async () => {
    const err: string[] = [];
    const io = { out: () => {}, err: (text: string) => err.push(text) };
    expect(await runCli(['mcp'], io, '1.0.0')).toBe(2);
    expect(err.join('')).toContain('specwright mcp <spec.json>');
    expect(await runCli(['mcp', join(tmpdir(), 'no-such-spec.json')], io, '1.0.0')).toBe(1);
    expect(err.join('')).toContain('Cannot read');
  });
});
