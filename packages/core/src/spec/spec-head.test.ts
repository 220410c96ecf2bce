import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSpecHead } from './spec-head.js';

const json = fc.jsonValue({ maxDepth: 2 });
const row = fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 4 });
const spec = fc.record(
  {
    columns: fc.array(fc.record({ field: fc.string({ maxLength: 6 }), label: fc.string() }), {
      maxLength: 4,
    }),
    uiStyles: fc.dictionary(fc.string({ maxLength: 4 }), json, { maxKeys: 2 }),
    rows: fc.array(row, { minLength: 1, maxLength: 12 }),
  },
  { requiredKeys: ['columns', 'rows'] },
);

describe('readSpecHead', () => {
  it('reads the columns and first rows of a usual file', () => {
    const text = JSON.stringify({
      columns: [{ field: 'description' }],
      uiStyles: { textColumn: 'description' },
      rows: [
        { id: 'R1', description: 'The system shall log "in", [1]' },
        { id: 'R2', description: 'b' },
        { id: 'R3', description: 'c' },
      ],
    });
    expect(readSpecHead(text, 2)).toEqual({
      columns: [{ field: 'description' }],
      uiStyles: { textColumn: 'description' },
      rows: [
        { id: 'R1', description: 'The system shall log "in", [1]' },
        { id: 'R2', description: 'b' },
      ],
    });
  });

  it('reads only the rows that are complete in the head, whatever the spacing', () => {
    const text = JSON.stringify(
      {
        columns: [{ field: 'a' }],
        rows: [
          { id: 'R1', a: '\\"}]' },
          { id: 'R2', a: 1.5 },
        ],
      },
      null,
      2,
    );
    const cut = text.indexOf('R2') + 2;
    expect(readSpecHead(text.slice(0, cut), 10)?.rows).toEqual([{ id: 'R1', a: '\\"}]' }]);
  });

  it('gives nothing for another layout or text that is not a spec', () => {
    expect(readSpecHead('{"rows":[{"id":"R1"}],"columns":[]}', 5)).toBeUndefined();
    expect(readSpecHead('{"columns":[{"field":"a"},', 5)).toBeUndefined();
    expect(readSpecHead('[{"columns":[]}]', 5)).toBeUndefined();
    expect(readSpecHead('{"columns":{},"rows":[{}]}', 5)).toBeUndefined();
    expect(readSpecHead('{"columns":[],"rows":[{"id":"R1",', 5)).toBeUndefined();
    expect(readSpecHead('not json', 5)).toBeUndefined();
    expect(readSpecHead('', 5)).toBeUndefined();
  });

  it('never disagrees with JSON.parse of the whole text, wherever the head is cut', () => {
    fc.assert(
      fc.property(spec, fc.nat(), fc.integer({ min: 1, max: 20 }), (value, cutAt, maxRows) => {
        const text = JSON.stringify(value);
        // What the text says (JSON has no -0, so the generated value itself may differ from it).
        const parsed: typeof value = JSON.parse(text);
        const head = readSpecHead(text.slice(0, cutAt % (text.length + 1)), maxRows);
        if (!head) return;
        expect(head.columns).toEqual(parsed.columns);
        expect(head.uiStyles).toEqual(parsed.uiStyles);
        expect(head.rows).toEqual(parsed.rows.slice(0, head.rows.length));
        expect(head.rows.length).toBeLessThanOrEqual(maxRows);
      }),
    );
  });

  it('reads every row it is asked for when the whole text is there', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 1, max: 20 }), (value, maxRows) => {
        const text = JSON.stringify(value, null, 1);
        const parsed: typeof value = JSON.parse(text);
        expect(readSpecHead(text, maxRows)?.rows).toEqual(parsed.rows.slice(0, maxRows));
      }),
    );
  });
});
