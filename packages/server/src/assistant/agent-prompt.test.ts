import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { agentFields, agentPrompt, rowParts } from './agent-prompt.js';

const rows = Array.from({ length: 10 }, (_, i) => ({
  id: `R${i + 1}`,
  rowOrder: i + 1,
  description: `The system shall do thing ${i + 1}.`,
  score: 80,
}));

describe('agent prompt', () => {
  it('sends text columns only, never system fields or numbers', () => {
    const columns = [
      { field: 'description', headerName: 'Description' },
      { field: 'score' },
      { field: 'rowOrder' },
      { field: 'notes' },
    ];
    expect(agentFields(columns, rows).map((column) => column.field)).toEqual(['description', 'notes']);
  });

  it('splits rows into parts within the budget, and answers 413 beyond the allowed parts', () => {
    const parts = rowParts(rows, ['description'], 200, 10);
    expect(parts.flat()).toHaveLength(10);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.join('\n').length).toBeLessThanOrEqual(200);
    const tooLarge = (() => {
      try {
        rowParts(rows, ['description'], 200, 2);
      } catch (error) {
        return error;
      }
    })();
    expect(tooLarge).toBeInstanceOf(AppError);
    expect((tooLarge as AppError).statusCode).toBe(413);
    expect((tooLarge as AppError).message).toMatch(
      /^The spec is too large for the agent: its 10 requirements hold \d+ characters of text, and one instruction can work on up to 400\./,
    );
    expect(rowParts([], ['description'], 200, 1)).toEqual([[]]);
  });

  it('tells the model its part and where new rows go', () => {
    const fields = [{ field: 'description', headerName: 'Description' }];
    expect(
      agentPrompt({
        instruction: 'Add a logout requirement',
        fields,
        rows: ['{"id":"R1"}'],
        part: 1,
        parts: 1,
      }),
    ).toBe(
      'Instruction: Add a logout requirement\n\nFields: id, description (Description)\n\nThe spec (one JSON object per row):\n{"id":"R1"}',
    );
    expect(agentPrompt({ instruction: 'x', fields, rows: [], part: 1, parts: 2 })).toContain(
      'Part 1 of 2 of the spec',
    );
    expect(agentPrompt({ instruction: 'x', fields, rows: [], part: 1, parts: 2 })).toContain(
      'do not add new rows in this part',
    );
    expect(agentPrompt({ instruction: 'x', fields, rows: [], part: 2, parts: 2 })).toContain(
      'this is the last part',
    );
  });

  it('finds the text fields of a wide spec of sparse rows in time proportional to its size', () => {
    // 20,000 columns × 20,000 rows took about a minute column by column and row by row.
    const count = 20_000;
    const wideRows = Array.from({ length: count }, (_, i) => ({ id: `R${i}`, [`field${i}`]: `text ${i}` }));
    const columns = Array.from({ length: count }, (_, i) => ({ field: `field${i}` }));
    const startedAt = performance.now();
    const fields = agentFields(columns, wideRows).map((column) => column.field);
    const parts = rowParts(wideRows, fields, 1_000_000, 1);
    // The quadratic version took minutes here; 15 s leaves room for a loaded CI machine.
    expect(performance.now() - startedAt).toBeLessThan(15_000);
    expect(fields).toHaveLength(count);
    expect(parts[0]?.[1]).toBe('{"id":"R1","field1":"text 1"}');
  });
});
