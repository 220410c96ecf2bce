import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTsv } from './tsv.js';

/** How spreadsheets write cells: quoted when they hold a tab, a newline or a quote. */
const toTsv = (rows: string[][]) =>
  rows
    .map((row) =>
      row.map((cell) => (/[\t\n\r"]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join('\t'),
    )
    .join('\r\n');

describe('parseTsv', () => {
  it('reads rows and cells, ignoring the last newline', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('one cell')).toEqual([['one cell']]);
    expect(parseTsv('')).toEqual([]);
  });

  it('keeps tabs, newlines and quotes inside quoted cells', () => {
    expect(parseTsv('"line 1\nline 2"\t"say ""hi"""\n')).toEqual([['line 1\nline 2', 'say "hi"']]);
  });

  it('keeps empty cells', () => {
    expect(parseTsv('\tb\t\n')).toEqual([['', 'b', '']]);
  });

  it('reads back what a spreadsheet writes', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\t', '\n', '"', 'é') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          expect(parseTsv(`${toTsv(rows)}\r\n`)).toEqual(rows);
        },
      ),
    );
  });
});
