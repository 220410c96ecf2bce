import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { createRequirementFile, importSpecText, type RequirementFile } from '@specwright/core/spec-file';
import type { CliIo } from './cli-io.js';

export type SpecInput = { ok: true; file: RequirementFile; text: string } | { ok: false; exitCode: number };

/** Reads and imports a spec file with the product's own rules; explains problems on stderr. */
export async function readSpecFile(path: string, io: CliIo): Promise<SpecInput> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    io.err(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return { ok: false, exitCode: 1 };
  }
  const imported = importSpecText(text);
  if (!imported.ok) {
    io.err(imported.message);
    return { ok: false, exitCode: 1 };
  }
  for (const warning of imported.warnings) io.err(`warning: ${warning}`);
  return {
    ok: true,
    file: createRequirementFile(imported.spec, { id: 'cli', title: basename(path, '.json') }),
    text,
  };
}
