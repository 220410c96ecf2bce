import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { type RequirementFile, SPEC_MESSAGES, toJson } from '@specwright/core';
import { createSpecMcpServer, type SpecAccess, ToolError } from '@specwright/server';
import { writeFileAtomically } from './atomic-write.js';
import type { CliIo } from './cli-io.js';
import { readSpecFile } from './spec-input.js';

/** The tools over one spec file: held in memory, saved back to the file (atomically) by every change. */
export function fileSpecAccess(path: string, initial: RequirementFile): SpecAccess {
  let file = initial;
  let version = 1;
  return {
    selector: {},
    async load() {
      return { file, version };
    },
    async save(_args, loaded, changed) {
      if (loaded.version !== version) throw new ToolError(SPEC_MESSAGES.changedMeanwhile);
      file = changed;
      version += 1;
      await writeFileAtomically(path, `${toJson(changed)}\n`);
      return `Saved to ${path}.`;
    },
  };
}

/**
 * `specwright mcp <spec.json>`: the MCP server over one spec file on standard input and output (diagnostics
 * on standard error) until the client closes standard input.
 */
export async function mcpCommand(args: string[], io: CliIo, version: string): Promise<number> {
  const [path, ...rest] = args;
  if (!path || rest.length > 0) {
    io.err('mcp needs one spec file: specwright mcp <spec.json>');
    return 2;
  }
  const input = await readSpecFile(path, io);
  if (!input.ok) return input.exitCode;
  const server = createSpecMcpServer(fileSpecAccess(path, input.file), {
    version,
    onUnexpectedError: (error) => io.err(`mcp: ${error instanceof Error ? error.message : String(error)}`),
  });
  const closed = new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
  });
  await server.connect(new StdioServerTransport());
  await closed;
  await server.close();
  return 0;
}
