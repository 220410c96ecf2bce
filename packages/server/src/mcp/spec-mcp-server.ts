import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { RequirementFile, TestResults } from '@specwright/core';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import {
  analyzeRequirement,
  getRequirement,
  listRequirements,
  searchRequirements,
  setRequirementStatus,
  ToolError,
} from './requirement-tools.js';
import {
  analyzeSchema,
  analyzeShape,
  getSchema,
  getShape,
  listSchema,
  listShape,
  searchSchema,
  searchShape,
  setStatusSchema,
  setStatusShape,
} from './tool-schemas.js';
import { traceRequirement } from './trace-requirement.js';

/** A spec a tool read, with what its store needs to save it back (the version it was read at). */
export interface LoadedSpec {
  file: RequirementFile;
  version: number;
}

/**
 * Where the tools find their spec: one file (stdio, no argument picks it) or the caller's specs in the
 * account (a `spec_id` argument). `save` answers where the change went, for the agent to read.
 */
export interface SpecAccess {
  readonly selector: Readonly<Record<string, z.ZodType>>;
  load(args: Record<string, unknown>): Promise<LoadedSpec>;
  save(args: Record<string, unknown>, loaded: LoadedSpec, file: RequirementFile): Promise<string>;
  /** The spec's last imported test run; absent where none are kept (a spec file over stdio). */
  testResults?(loaded: LoadedSpec): Promise<TestResults>;
}

export interface SpecMcpServerOptions {
  version: string;
  /** Told of a failure that is not the caller's to fix (the caller only reads that the tool failed). */
  onUnexpectedError?: (error: unknown) => void;
}

const UNEXPECTED = 'The tool failed unexpectedly. Try again; if it keeps failing, report it.';

function answer(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** Runs a tool: its answer as JSON text, or an MCP tool error with a message the caller can act on. */
export async function runTool(
  run: () => Promise<unknown>,
  onUnexpectedError: SpecMcpServerOptions['onUnexpectedError'],
): Promise<CallToolResult> {
  try {
    return answer(await run());
  } catch (error) {
    if (error instanceof ToolError || (error instanceof AppError && error.statusCode < 500))
      return toolError(error.message);
    if (error instanceof z.ZodError) return toolError(z.prettifyError(error));
    onUnexpectedError?.(error);
    return toolError(UNEXPECTED);
  }
}

const readOnly = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;

/** The Specwright MCP server: the requirement tools over the spec(s) `access` gives. */
export function createSpecMcpServer(access: SpecAccess, options: SpecMcpServerOptions): McpServer {
  const server = new McpServer({ name: 'specwright', version: options.version });
  const run = (work: () => Promise<unknown>) => runTool(work, options.onUnexpectedError);
  const args = (value: unknown) => (value ?? {}) as Record<string, unknown>;
  const withSpec = <Shape extends z.ZodRawShape>(shape: Shape) => ({ ...access.selector, ...shape });
  /** A text needs no spec: the spec's arguments are optional there. */
  const optionalSpec = Object.fromEntries(
    Object.entries(access.selector).map(([name, schema]) => [name, schema.optional()]),
  );

  server.registerTool(
    'list_requirements',
    {
      description:
        'Lists the requirements of the spec, filtered by column values and score bands, in spec order (paged).',
      inputSchema: withSpec(listShape),
      annotations: readOnly,
    },
    (input) =>
      run(async () => listRequirements((await access.load(args(input))).file, listSchema.parse(input))),
  );

  server.registerTool(
    'get_requirement',
    {
      description:
        'One requirement by id: its text, score, band, every column value, and its links (the rows it links to, e.g. "verifies", and the rows linking to it).',
      inputSchema: withSpec(getShape),
      annotations: readOnly,
    },
    (input) => run(async () => getRequirement((await access.load(args(input))).file, getSchema.parse(input))),
  );

  server.registerTool(
    'trace_requirement',
    {
      description:
        'A requirement’s traceability by id: its links out and in (type, the other row’s id and text, suspect; a link to another spec as spec_id and row id), the test rows that verify it, and what the last imported test run says of it (passed, failed or untested, the run’s date, its cases).',
      inputSchema: withSpec(getShape),
      annotations: readOnly,
    },
    (input) =>
      run(async () => {
        const loaded = await access.load(args(input));
        const results = access.testResults ? await access.testResults(loaded) : null;
        return traceRequirement(loaded.file, getSchema.parse(input), results);
      }),
  );

  server.registerTool(
    'search_requirements',
    {
      description:
        'Searches the requirements for words and "quoted phrases", best matches first (BM25 relevance).',
      inputSchema: withSpec(searchShape),
      annotations: readOnly,
    },
    (input) =>
      run(async () => searchRequirements((await access.load(args(input))).file, searchSchema.parse(input))),
  );

  server.registerTool(
    'set_requirement_status',
    {
      description:
        'Writes an implementation status into the requirement’s status column (added when the spec has none) and saves the spec.',
      inputSchema: withSpec(setStatusShape),
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    (input) =>
      run(async () => {
        const loaded = await access.load(args(input));
        const result = setRequirementStatus(loaded.file, setStatusSchema.parse(input));
        const saved = await access.save(args(input), loaded, result.file);
        return { requirement: result.requirement, added_status_column: result.addedColumn, saved };
      }),
  );

  server.registerTool(
    'analyze_requirement',
    {
      description:
        'Analyses a requirement (by id, or a text) with the quality engine: score, band, findings and a suggestion.',
      inputSchema: { ...optionalSpec, ...analyzeShape },
      annotations: readOnly,
    },
    (input) =>
      run(async () => {
        const parsed = analyzeSchema.parse(input);
        const file = parsed.id === undefined ? null : (await access.load(args(input))).file;
        return analyzeRequirement(file, parsed);
      }),
  );
  return server;
}
