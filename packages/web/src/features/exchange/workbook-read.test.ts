// @vitest-environment node
import type { CellValue } from '@specwright/core';
import { EXCHANGE_MESSAGES } from '@specwright/core/exchange';
import { zipBomb } from '@specwright/core/test-fixtures';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readWorkbookTable } from './workbook-read';

type Written = string | number | boolean | Date | null | ExcelJS.CellValue;

/** An .xlsx file written by exceljs, the library the export uses and other tools' files resemble. */
async function written(
  rows: readonly (readonly Written[])[],
  options: { sharedStrings?: boolean; date1904?: boolean; before?: string } = {},
): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  if (options.date1904) book.properties.date1904 = true;
  if (options.before) book.addWorksheet(options.before).addRows([['Cover'], ['not this sheet']]);
  const sheet = book.addWorksheet('Requirements');
  rows.forEach((row, index) => {
    row.forEach((value, column) => {
      if (value !== null) sheet.getCell(index + 1, column + 1).value = value as ExcelJS.CellValue;
    });
  });
  const buffer = await book.xlsx.writeBuffer({ useSharedStrings: options.sharedStrings ?? true });
  return new Uint8Array(buffer).buffer;
}

function tableOf(result: ReturnType<typeof readWorkbookTable>) {
  if (!result.ok) throw new Error(result.message);
  return result.table;
}

/** Text exceljs can write into XML as it is: no control characters (a carriage return would become a line end). */
function writable(value: string): boolean {
  if (/_x[0-9A-Fa-f]{4}_/.test(value)) return false;
  return [...value].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 32 && code !== 127 && code !== 0xfffe && code !== 0xffff;
  });
}
const text = fc.string({ unit: 'grapheme', maxLength: 30 }).filter(writable);
const day = fc
  .integer({ min: Date.UTC(1901, 0, 1) / 86_400_000, max: Date.UTC(2200, 0, 1) / 86_400_000 })
  .map((days) => new Date(days * 86_400_000));
const cell: fc.Arbitrary<Written> = fc.oneof(
  text,
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
  fc.boolean(),
  day,
  fc.constant(null),
);

/** What the import shows of a written value: a date as its day, everything else as it is. */
function shown(value: Written): CellValue {
  return value instanceof Date ? value.toISOString().slice(0, 10) : (value as CellValue);
}

describe('readWorkbookTable', () => {
  it('reads back the cells exceljs wrote, with shared strings or strings in the cells', async () => {
    const header = fc.array(
      text.map((name) => `${name}!`),
      { minLength: 1, maxLength: 5 },
    );
    const body = fc.array(fc.array(cell, { maxLength: 6 }), { minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(header, body, fc.boolean(), async (headers, rows, sharedStrings) => {
        // The first cell of each row holds an id, so no row is blank and left out.
        const sheet = [headers, ...rows.map((row, index) => [`R-${index}`, ...row])];
        const width = Math.max(...sheet.map((row) => row.findLastIndex((value) => value !== null) + 1));
        const table = tableOf(readWorkbookTable(await written(sheet, { sharedStrings })));
        expect(table.headers).toEqual(Array.from({ length: width }, (_, i) => headers[i]?.trim() ?? ''));
        expect(table.rows).toEqual(
          sheet.slice(1).map((row) => Array.from({ length: width }, (_, i) => shown(row[i] ?? null))),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('takes rich text (shared or inline), formulas and links as their text and result, dates of either system', async () => {
    const rows: Written[][] = [
      ['ID', 'Text', 'Sum', 'Link', 'Due'],
      [
        'R-1',
        { richText: [{ text: 'The app ', font: { bold: true } }, { text: 'shall start.' }] },
        { formula: '1+2', result: 3 },
        { text: 'Docs', hyperlink: 'https://example.com' },
        new Date(Date.UTC(2024, 2, 1)),
      ],
      [null, null, { formula: 'A1&"!"', result: 'ID!' }, null, null],
    ];
    // Without shared strings, exceljs writes rich text as an inline string of runs.
    for (const options of [{ date1904: false }, { date1904: true, sharedStrings: false }]) {
      expect(tableOf(readWorkbookTable(await written(rows, options)))).toEqual({
        headers: ['ID', 'Text', 'Sum', 'Link', 'Due'],
        rows: [
          ['R-1', 'The app shall start.', 3, 'Docs', '2024-03-01'],
          [null, null, 'ID!', null, null],
        ],
      });
    }
  });

  it('reads the first sheet and leaves skipped cells empty', async () => {
    const bytes = await written(
      [
        ['ID', null, 'Text'],
        ['A', null, 'first'],
      ],
      { before: 'Cover' },
    );
    expect(tableOf(readWorkbookTable(bytes))).toEqual({ headers: ['Cover'], rows: [['not this sheet']] });
    expect(
      tableOf(
        readWorkbookTable(
          await written([
            ['ID', null, 'Text'],
            ['A', null, 'first'],
          ]),
        ),
      ),
    ).toEqual({
      headers: ['ID', '', 'Text'],
      rows: [['A', null, 'first']],
    });
  });

  it('gives one message for a file that is not a workbook', () => {
    const notWorkbook = { ok: false, message: EXCHANGE_MESSAGES.notWorkbook };
    expect(readWorkbookTable(strToU8('PK\u0003\u0004 not really a zip').buffer as ArrayBuffer)).toEqual(
      notWorkbook,
    );
    const zip = zipSync({ 'readme.txt': strToU8('hello') });
    expect(readWorkbookTable(zip.buffer as ArrayBuffer)).toEqual(notWorkbook);
  });

  it('refuses a workbook whose sheet unpacks to too much, also when its headers understate it', async () => {
    const parts = unzipSync(new Uint8Array(await written([['ID'], ['R-1']])));
    const sheet = 'xl/worksheets/sheet1.xml';
    const alongside = Object.fromEntries(Object.entries(parts).filter(([name]) => name !== sheet));
    const bomb = (mebibytes: number, declaredSize?: number) =>
      readWorkbookTable(zipBomb(sheet, mebibytes, { alongside, declaredSize }).buffer as ArrayBuffer);
    expect(bomb(1024)).toEqual({
      ok: false,
      message: 'This file unpacks to more than 256 MB; it cannot be opened.',
    });
    expect(bomb(4)).toEqual({
      ok: false,
      message: 'This file is compressed more than 200 times; it cannot be opened.',
    });
    expect(bomb(64, 1000)).toEqual({ ok: false, message: EXCHANGE_MESSAGES.unpacksMoreThanDeclared });
  });
});
