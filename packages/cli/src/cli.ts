import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { CliIo } from './cli-io.js';
import { readSpecFile } from './spec-input.js';

export type { CliIo } from './cli-io.js';

export const USAGE = `Usage: specwright <command> [options]

Commands:
  serve                         Serve the product (same as npm start; configured by environment variables)
  export <spec.json> [options]  Convert a spec file
      --format csv|json         Output format (default csv)
      --output <file>           Write to a file instead of standard output
  lint <spec.json> [options]    Check requirement quality offline (static and NLP layers)
      --column <field>          Column to analyse (default description)
      --min-score <n>           Exit with 1 when a requirement scores below n (0-100)
      --format text|json|sarif  Report format (default text; sarif is SARIF 2.1.0 for code scanning)
      --coverage <junit.xml>    Add each requirement's test result (passed, failed, untested) from JUnit XML;
                                tests name requirements by their ids or through test rows that verify them
      --min-coverage <p>        Exit with 1 when fewer than p% of the requirements passed (0-100)
  mcp <spec.json>               Serve the spec to coding agents over MCP on stdio (tools list, get, search,
                                set status, analyze); a status change saves the file
  credits grant <email> <n>     Add n credits to an account (e.g. after a top-up request) and print the balance
  version                       Print the version
  help                          Print this help
`;

async function exportSpec(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'csv' }, output: { type: 'string' } },
  });
  const [path] = positionals;
  if (!path) {
    io.err('export needs a spec file: specwright export <spec.json>');
    return 2;
  }
  if (values.format !== 'csv' && values.format !== 'json') {
    io.err(`Unknown format "${values.format}": use csv or json.`);
    return 2;
  }
  const input = await readSpecFile(path, io);
  if (!input.ok) return input.exitCode;
  const { file } = input;
  const { toCsv, toJson } = await import('@specwright/core');
  const output = values.format === 'csv' ? toCsv(file) : `${toJson(file)}\n`;
  if (values.output) await writeFile(values.output, output);
  else io.out(output);
  return 0;
}

/** Runs one CLI command; returns the exit code. `serve` never returns while the server runs. */
export async function runCli(argv: string[], io: CliIo, version: string): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'serve': {
      const { serve } = await import('@specwright/server');
      await serve();
      return 0;
    }
    case 'export':
      return exportSpec(args, io).catch((error: unknown) => {
        io.err(error instanceof Error ? error.message : String(error));
        return 2;
      });
    case 'lint': {
      const { lintCommand } = await import('./lint.js');
      return lintCommand(args, io, version).catch((error: unknown) => {
        io.err(error instanceof Error ? error.message : String(error));
        return 2;
      });
    }
    case 'mcp': {
      const { mcpCommand } = await import('./mcp.js');
      return mcpCommand(args, io, version).catch((error: unknown) => {
        io.err(error instanceof Error ? error.message : String(error));
        return 2;
      });
    }
    case 'credits': {
      const { creditsCommand } = await import('./credits.js');
      return creditsCommand(args, io);
    }
    case 'version':
    case '--version':
      io.out(`${version}\n`);
      return 0;
    case undefined:
    case 'help':
    case '--help':
      io.out(USAGE);
      return 0;
    default:
      io.err(`Unknown command "${command}".\n\n${USAGE}`);
      return 2;
  }
}
