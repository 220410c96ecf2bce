import { ROW_SYSTEM_FIELDS, type Row } from '../spec/model.js';

const systemFields = new Set<string>(ROW_SYSTEM_FIELDS);

/**
 * A short, stable fingerprint of what a row says (its column values, in field order; not its id or
 * place): equal for equal content whichever client or server computes it. FNV-1a, 2 × 32 bits, hex.
 */
export function rowFingerprint(row: Row): string {
  const fields = Object.keys(row)
    .filter(
      (field) =>
        !systemFields.has(field) && row[field] !== undefined && row[field] !== null && row[field] !== '',
    )
    .sort();
  return textFingerprint(JSON.stringify(fields.map((field) => [field, row[field]])));
}

/** The same fingerprint of a text: a requirement's text as a code scan found it, compared later for drift. */
export function textFingerprint(content: string): string {
  let low = 0x811c9dc5;
  let high = 0xcbf29ce4;
  for (let index = 0; index < content.length; index += 1) {
    const code = content.charCodeAt(index);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ (code + index), 0x01000193) >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}
