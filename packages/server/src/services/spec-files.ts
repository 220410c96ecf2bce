import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { errorCode } from '../startup-error.js';

/** A spec file name: letters, digits, '.', '_' or '-', ending in .json — so never a path. */
export const specFileNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]+\.json$/, 'must be a .json file name made of letters, digits, ".", "_" or "-"');

export type SpecFileKind = 'template' | 'example';

const folders: Record<SpecFileKind, string> = { template: 'templates', example: 'examples' };

/** The file's bytes, or null when there is no such file. */
export async function readSpecFile(
  specsDir: string,
  kind: SpecFileKind,
  fileName: string,
): Promise<Buffer | null> {
  if (!specFileNameSchema.safeParse(fileName).success) {
    throw new AppError(400, `Invalid file name: ${JSON.stringify(fileName)}`);
  }
  try {
    return await readFile(join(specsDir, folders[kind], fileName));
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'EISDIR') return null;
    throw error;
  }
}

/** Like readSpecFile, but a missing file is a 404 AppError. */
export async function requireSpecFile(
  specsDir: string,
  kind: SpecFileKind,
  fileName: string,
): Promise<Buffer> {
  const file = await readSpecFile(specsDir, kind, fileName);
  if (file === null) {
    const label = kind === 'template' ? 'Template' : 'File';
    throw new AppError(404, `${label} not found: ${fileName}`);
  }
  return file;
}
