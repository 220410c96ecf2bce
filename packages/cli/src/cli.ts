import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { createRequirementFile, importSpecText, toCsv, toJson } from '@specwright/core';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const USAGE = `Usage: specwright <command> [options]

Commands:
  serve                         Serve the product (same as npm start; configured by environment variables)
  export <spec.json> [options]  Convert a spec file
      --format csv|json         Output format (default csv)
      --output <file>           Write to a file instead of standard output
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
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    io.err(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return 1;
  }
  const imported = importSpecText(text);
  if (!imported.ok) {
    io.err(imported.message);
    return 1;
  }
  for (const warning of imported.warnings) io.err(`warning: ${warning}`);
  const file = createRequirementFile(imported.spec, { id: 'cli', title: basename(path, '.json') });
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
