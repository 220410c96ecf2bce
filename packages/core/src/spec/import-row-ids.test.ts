import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importSpec } from './import.js';

/** Ids drawn from a small pool so that duplicates, numbered series and id-less rows all occur. */
const idArbitrary = fc.oneof(
  fc.constantFrom('REQ-1', 'REQ-2', 'REQ-27', 'REQ-28', 'SR-5', 'login', '7', 'REQ-1-2'),
  fc.constantFrom('', '  ', undefined, null, 12),
  fc.string({ maxLength: 6 }),
);
const rowArbitrary = fc.record(
  { id: idArbitrary, description: fc.string({ maxLength: 10 }) },
  { requiredKeys: ['description'] },
);
const rowsArbitrary = fc.array(rowArbitrary, { maxLength: 30 });

function importedRows(rows: unknown[]) {
  const result = importSpec({ columns: [], rows });
  if (!result.ok) throw new Error(result.message);
  return result.spec.rows;
}

const hasUsableId = (row: { id?: unknown }): row is { id: string } =>
  typeof row.id === 'string' && row.id.trim() !== '';

describe('importSpec keeps every row (properties)', () => {
  it('keeps rows with distinct ids in row order as they are, without warnings', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }).filter((id) => id.trim() !== '')),
        (ids) => {
          const result = importSpec({
            columns: [],
            rows: ids.map((id, i) => ({ id, rowOrder: i * 2, description: id })),
          });
          if (!result.ok) throw new Error(result.message);
          expect(result.warnings).toEqual([]);
          expect(result.spec.rows.map((row) => [row.id, row.rowOrder, row.description])).toEqual(
            ids.map((id, i) => [id, i + 1, id]),
          );
        },
      ),
    );
  });

  it('renames a repeated id found after many distinct ones', () => {
    const rows = [...Array.from({ length: 50 }, (_, i) => ({ id: `R${i}` })), { id: 'R3' }];
    const result = importSpec({ columns: [], rows });
    expect(result.ok && result.spec.rows.at(-1)?.id).toBe('R3-2');
    expect(result.ok && result.warnings).toEqual(["Duplicate row id 'R3' renamed to 'R3-2'."]);
  });

  it('keeps the row count and gives every row a unique non-empty id', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        const imported = importedRows(rows);
        expect(imported).toHaveLength(rows.length);
        const ids = imported.map((row) => row.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id.trim()).not.toBe('');
      }),
    );
  });

  it('leaves existing ids unchanged: the first row with each id keeps it', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        const imported = importedRows(rows);
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (!hasUsableId(row) || seen.has(row.id)) return;
          seen.add(row.id);
          expect(imported[index]?.id).toBe(row.id);
        });
      }),
    );
  });

  it('keeps the rows in file order and their text', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        expect(importedRows(rows).map((row) => row.description)).toEqual(rows.map((row) => row.description));
      }),
    );
  });
});
