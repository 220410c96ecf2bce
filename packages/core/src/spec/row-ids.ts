/** The prefix new ids get when the spec has no id ending in a number. */
export const DEFAULT_ROW_ID_PREFIX = 'REQ-';

const NUMBERED_ID = /^(.*?)(\d+)$/;

interface IdSeries {
  prefix: string;
  count: number;
  highest: number;
  /** Digits of zero-padded ids (`REQ-007`), so new ids keep their width; 0 when not padded. */
  width: number;
}

/** The most common `<prefix><number>` series among the ids (the first seen wins a tie), or null. */
function mainSeries(ids: Iterable<string>): IdSeries | null {
  const series = new Map<string, IdSeries>();
  let main: IdSeries | null = null;
  for (const id of ids) {
    const match = NUMBERED_ID.exec(id);
    if (!match) continue;
    const [, prefix = '', digits = ''] = match;
    const entry = series.get(prefix) ?? { prefix, count: 0, highest: 0, width: 0 };
    entry.count++;
    entry.highest = Math.max(entry.highest, Number(digits));
    if (digits.length > 1 && digits.startsWith('0')) entry.width = Math.max(entry.width, digits.length);
    series.set(prefix, entry);
    if (!main || entry.count > main.count) main = entry;
  }
  return main;
}

/**
 * Returns a function giving new row ids that continue the spec's own numbering (`REQ-26` → `REQ-27`),
 * `REQ-1`, `REQ-2`, … when no id ends in a number, and never one of `taken` or an id it gave before.
 */
export function rowIdGenerator(taken: ReadonlySet<string>): () => string {
  const series = mainSeries(taken);
  const prefix = series?.prefix ?? DEFAULT_ROW_ID_PREFIX;
  const width = series?.width ?? 0;
  const given = new Set<string>();
  const after = (series?.highest ?? 0) + 1;
  let next = Number.isSafeInteger(after) ? after : 1;
  return () => {
    let id = `${prefix}${String(next).padStart(width, '0')}`;
    while (taken.has(id) || given.has(id)) {
      next++;
      id = `${prefix}${String(next).padStart(width, '0')}`;
    }
    next++;
    given.add(id);
    return id;
  };
}
