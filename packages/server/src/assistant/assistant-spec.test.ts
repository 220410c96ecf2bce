import { describe, expect, it } from 'vitest';
import {
  compactRow,
  MAX_PROMPT_FIELDS,
  parseSpecText,
  type SpecTable,
  textFields,
} from './assistant-spec.js';
import { documentSection } from './chat-prompt.js';

/** `count` rows, each with a field of its own: as many fields as rows, every row sparse. */
function wideSparseTable(count: number, cell = (i: number) => `text ${i}`): SpecTable {
  return {
    columns: [],
    rows: Array.from({ length: count }, (_, i) => ({ id: `R${i}`, [`field${i}`]: cell(i) })),
  };
}

function millisecondsOf(work: () => unknown): number {
  const startedAt = performance.now();
  work();
  return performance.now() - startedAt;
}

describe('assistant spec reading', () => {
  it('keeps the columns’ order, text fields only, and writes each row’s non-empty text cells in that order', () => {
    const table = parseSpecText(
      JSON.stringify({
        columns: [
          { field: 'title' },
          { field: 'score' },
          { field: 'rowOrder' },
          { field: 'empty' },
          { field: 'text' },
        ],
        rows: [
          { id: 'R1', text: 'The system shall log.', title: 'Log', score: 80, rowOrder: 1, empty: ' ' },
          { id: 'R2', text: '', title: 'Other', score: 70, rowOrder: 2 },
        ],
      }),
    ) as SpecTable;
    const fields = textFields(table);
    expect(fields).toEqual(['title', 'text']);
    expect(table.rows.map((row) => compactRow(row, fields))).toEqual([
      '{"id":"R1","title":"Log","text":"The system shall log."}',
      '{"id":"R2","title":"Other"}',
    ]);
  });

  it(`shows a model at most ${MAX_PROMPT_FIELDS} text fields`, () => {
    expect(textFields(wideSparseTable(MAX_PROMPT_FIELDS * 3))).toHaveLength(MAX_PROMPT_FIELDS);
  });

  it('reads a wide spec of sparse rows in time proportional to its size, not rows × fields', () => {
    // 20,000 rows × 20,000 fields took about a minute row by row and field by field.
    const table = wideSparseTable(20_000, () => '');
    const content = JSON.stringify(table.rows);
    const elapsed = millisecondsOf(() => {
      textFields(table);
      documentSection({ documentId: 'wide', content }, 60_000);
      const withText = wideSparseTable(20_000);
      const fields = withText.rows.flatMap((row) => Object.keys(row).filter((field) => field !== 'id'));
      for (const row of withText.rows) compactRow(row, fields);
    });
    // The quadratic version took about a minute here; 15 s leaves room for a loaded CI machine.
    expect(elapsed).toBeLessThan(15_000);
  });
});
