import { textFingerprint } from '../reviews/row-fingerprint.js';
import type { Row } from '../spec/model.js';
import { rowText, textColumnOf } from '../views/text-column.js';

interface TextSource {
  readonly data: readonly Row[];
  readonly columns: readonly { readonly field: string }[];
  readonly uiStyles?: { readonly textColumn?: string };
}

/** The fingerprint a code scan keeps of a requirement's text, and compares later. */
export function requirementTextFingerprint(file: TextSource, row: Row): string {
  return textFingerprint(rowText(row, textColumnOf(file)).trim());
}

/**
 * The rows whose text changed since a scan found them named in code: those a link names whose text
 * fingerprint now differs from the link's. A row no longer in the spec is not drifted (its link is gone).
 */
export function driftedRowIds(
  file: TextSource,
  links: readonly { readonly row_id: string; readonly fingerprint: string }[],
): Set<string> {
  const rows = new Map(file.data.map((row) => [row.id, row]));
  const drifted = new Set<string>();
  for (const link of links) {
    const row = rows.get(link.row_id);
    if (row && requirementTextFingerprint(file, row) !== link.fingerprint) drifted.add(link.row_id);
  }
  return drifted;
}
