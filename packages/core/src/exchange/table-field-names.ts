/** A field name for a header: lower case, runs of other characters as '_', never a system field. */
export function fieldForHeader(header: string, taken: Set<string>): string {
  const base =
    header
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_]+/gu, '_')
      .replace(/^_+|_+$/g, '') || 'column';
  const reserved = new Set(['id', 'rowOrder', 'tempChangeStatus', 'originalRowId', '__proto__']);
  let field = reserved.has(base) ? `${base}_value` : base;
  for (let n = 2; taken.has(field); n++) field = `${base}_${n}`;
  taken.add(field);
  return field;
}
