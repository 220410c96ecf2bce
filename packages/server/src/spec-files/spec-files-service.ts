import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { specFileNameSchema } from '@specwright/core';
import { AppError } from '../http/errors.js';
import { errorCode } from '../startup/startup-error.js';

export type SpecFileKind = 'template' | 'example';

const folders: Record<SpecFileKind, string> = { template: 'templates', example: 'examples' };

export interface SpecFilesServiceDependencies {
  /** The folder holding `templates/` and `examples/`. */
  specsDir: string;
}

/** The shipped spec files: templates and examples, read from disk by name. */
export function specFilesService({ specsDir }: SpecFilesServiceDependencies) {
  /** The file's bytes, or null when there is no such file; a 400 AppError for a name that is not a file name. */
  async function read(kind: SpecFileKind, fileName: string): Promise<Buffer | null> {
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

  /** Like read, but a missing file is a 404 AppError. */
  async function require(kind: SpecFileKind, fileName: string): Promise<Buffer> {
    const file = await read(kind, fileName);
    if (file === null) {
      const label = kind === 'template' ? 'Template' : 'File';
      throw new AppError(404, `${label} not found: ${fileName}`);
    }
    return file;
  }

  return { read, require };
}

export type SpecFilesService = ReturnType<typeof specFilesService>;
