import { z } from 'zod';

/** A spec file name: letters, digits, '.', '_' or '-', ending in .json — so never a path. */
export const specFileNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]+\.json$/, 'must be a .json file name made of letters, digits, ".", "_" or "-"');

/** `GET /template/{fileName}` and `GET /{fileName}`. */
export const specFileParamsSchema = z.object({ fileName: specFileNameSchema });

export const specFileSchema = z.unknown().describe('The spec file (JSON: columns, rows, optional uiStyles)');
