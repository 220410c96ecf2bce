import {
  createRequirementFile,
  FILE_MESSAGES,
  importSpec,
  type RequirementFile,
  type ShippedSpec,
} from '@specwright/core';
import { apiRequest, type ResponseSchema } from '../../api/api-request';
import { downloadBlob } from '../files/download';

export type ShippedSpecKind = 'template' | 'example';

/** Where the server serves a shipped spec: `GET /template/{fileName}` or `GET /{fileName}` (docs/product-rules.md, "Calls"). */
export function shippedSpecPath(kind: ShippedSpecKind, fileName: string): string {
  const name = encodeURIComponent(fileName);
  return kind === 'template' ? `/template/${name}` : `/${name}`;
}

// The body is validated by `importSpec`, which accepts any value and explains what is wrong.
const anyJson: ResponseSchema<unknown> = { parse: (data) => data };
const LOAD_TIMEOUT_MS = 20_000;

/** Fetches a shipped spec's JSON; any failure becomes 'Failed to load the file. Please try again.' */
export async function fetchShippedSpec(kind: ShippedSpecKind, fileName: string): Promise<unknown> {
  try {
    const data = await apiRequest(shippedSpecPath(kind, fileName), {
      schema: anyJson,
      timeoutMs: LOAD_TIMEOUT_MS,
    });
    if (data === undefined) throw new Error('empty body');
    return data;
  } catch {
    throw new Error(FILE_MESSAGES.loadFailed);
  }
}

/** Loads a template or example and turns it into a new requirement file titled after it. */
export async function loadShippedSpec(
  kind: ShippedSpecKind,
  spec: ShippedSpec,
  fileId: string,
): Promise<RequirementFile> {
  const result = importSpec(await fetchShippedSpec(kind, spec.fileName), 'file');
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: fileId, title: spec.title });
}

/** Downloads a shipped spec as its JSON file. */
export async function downloadShippedSpec(kind: ShippedSpecKind, spec: ShippedSpec): Promise<void> {
  const data = await fetchShippedSpec(kind, spec.fileName);
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  downloadBlob(blob, spec.fileName);
}
