/**
 * MCP `search_requirements` on a 50,000-row spec: the tool called through the MCP SDK's own client and
 * server (in-memory transport, so the figure is the tool and the protocol, not a pipe). The first call
 * builds the spec's token index; every later call uses it.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createRequirementFile, importSpec, type RequirementFile } from '@specwright/core';
import { createSpecMcpServer } from '../packages/server/src/mcp/spec-mcp-server.js';
import { generateSpec } from './support/generate-spec.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';

const ROWS = 50_000;
const CALLS = 200;
const QUERIES = [
  'audit entry',
  'export invoice within',
  '"project list" archive',
  'REQ-04711',
  'scheduler notify midnight',
  'system',
  'workshop 7 team-12',
  '"shall validate" report UTF-8',
];

function benchFile(): RequirementFile {
  const imported = importSpec(generateSpec(ROWS));
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'bench', title: 'Bench' });
}

export const benchmark: Benchmark = {
  name: `MCP search_requirements on a ${ROWS.toLocaleString('en')}-row spec (${CALLS} calls, 20 results each)`,
  async run(): Promise<Figure[]> {
    const file = benchFile();
    const server = createSpecMcpServer(
      {
        selector: {},
        load: async () => ({ file, version: 1 }),
        save: async () => 'not saved',
      },
      { version: 'bench' },
    );
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 'bench', version: '1' });
    await server.connect(serverSide);
    await client.connect(clientSide);
    const call = async (query: string) => {
      const started = performance.now();
      const result = await client.callTool({ name: 'search_requirements', arguments: { query } });
      if (result.isError) throw new Error(JSON.stringify(result.content));
      return performance.now() - started;
    };
    const first = await call(QUERIES[0] as string);
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) times.push(await call(QUERIES[i % QUERIES.length] as string));
    times.sort((a, b) => a - b);
    await client.close();
    await server.close();
    return [
      { label: 'first call (builds the token index)', value: first, unit: 'ms' },
      { label: 'search_requirements per call, median', value: percentile(times, 50), unit: 'ms', budget: 50 },
      { label: 'search_requirements per call, p95', value: percentile(times, 95), unit: 'ms', budget: 50 },
    ];
  },
};
