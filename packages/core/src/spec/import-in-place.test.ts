import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importSpec, importSpecText } from './import.js';

const cellValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);

const rowRecord = fc.record(
  {
    id: fc.oneof(fc.constantFrom('R1', 'R2', 'R3', ' ', ''), fc.integer()),
    rowOrder: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.string({ maxLength: 2 })),
    tempChangeStatus: fc.constantFrom('unchanged', 'added', 'removed', 'changed', 'bogus'),
    originalRowId: fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null)),
    description: cellValue,
    priority: cellValue,
  },
  { requiredKeys: [] },
);

const specValue = fc.record({
  columns: fc.constant([{ field: 'description' }, { field: 'priority' }]),
  rows: fc.array(fc.oneof(rowRecord, fc.constant(null), fc.integer()), { maxLength: 12 }),
});

describe('importSpecText normalising parsed rows in place', () => {
  it('gives the same spec and warnings as importing a copy of the parsed value', () => {
    fc.assert(
      fc.property(specValue, (value) => {
        const text = JSON.stringify(value);
        expect(importSpecText(text)).toEqual(importSpec(JSON.parse(text)));
      }),
    );
  });

  it('leaves a value given to importSpec as it was', () => {
    fc.assert(
      fc.property(specValue, (value) => {
        const before = structuredClone(value);
        importSpec(value);
        expect(value).toEqual(before);
      }),
    );
  });

  it('turns nested values into text and drops what is not a cell of the row', () => {
    const text =
      '{"columns":[],"rows":[{"id":"R1","tags":["a",1],"meta":{"k":"v"},"originalRowId":7,"__proto__":{"x":1}}]}';
    const result = importSpecText(text);
    if (!result.ok) throw new Error(result.message);
    const [row] = result.spec.rows;
    expect(row).toEqual({
      id: 'R1',
      tags: '["a",1]',
      meta: '{"k":"v"}',
      rowOrder: 1,
      tempChangeStatus: 'unchanged',
    });
    expect(Object.hasOwn(row ?? {}, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });
});
