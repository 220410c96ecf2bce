const NUMBERED = /^(.*?)(\d+)$/;

interface IdPattern {
  prefix: string;
  width: number;
  next: number;
}

/** The spec's most used "prefix + number" pattern (R7, REQ-009), continuing after its highest number. */
function idPattern(existing: readonly string[]): IdPattern {
  const byPrefix = new Map<string, { count: number; max: number; width: number }>();
  for (const id of existing) {
    const match = NUMBERED.exec(id);
    if (!match) continue;
    const [, prefix = '', digits = ''] = match;
    const seen = byPrefix.get(prefix) ?? { count: 0, max: 0, width: 0 };
    const number = Number(digits);
    byPrefix.set(prefix, {
      count: seen.count + 1,
      max: Math.max(seen.max, Number.isSafeInteger(number) ? number : 0),
      width: digits.startsWith('0') ? Math.max(seen.width, digits.length) : seen.width,
    });
  }
  let best: IdPattern = { prefix: 'NEW-', width: 0, next: 1 };
  let bestCount = 0;
  for (const [prefix, { count, max, width }] of byPrefix) {
    if (count > bestCount) {
      best = { prefix, width, next: max + 1 };
      bestCount = count;
    }
  }
  return best;
}

/**
 * `count` row ids unlike any in `existing` (or each other), following the spec's own numbering
 * (R12 → R13, REQ-009 → REQ-010); NEW-1, NEW-2, … when the ids have no numbers.
 */
export function freshRowIds(existing: readonly string[], count: number): string[] {
  const taken = new Set(existing);
  const { prefix, width } = idPattern(existing);
  let { next } = idPattern(existing);
  const ids: string[] = [];
  while (ids.length < count) {
    const id = `${prefix}${String(next).padStart(width, '0')}`;
    next += 1;
    if (taken.has(id)) continue;
    taken.add(id);
    ids.push(id);
  }
  return ids;
}
