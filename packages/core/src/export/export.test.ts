import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import { createRequirementFile, importSpecText } from '../spec/import.js';
import { commandArbitrary } from '../test/arbitraries.js';
import { sampleFile } from '../test/fixtures.js';
import { canExportCsv, csvField, toCsv } from './csv.js';
import { toJson } from './json.js';

describe('CSV export', () => {
  it('quotes values with a comma, line break or quote and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('puts a quote before text a spreadsheet would run as a formula, and quotes the cell', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']) {
      expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvField('-5 V tolerance')).toBe(`"'-5 V tolerance"`);
    expect(csvField("'=already quoted")).toBe(`"''=already quoted"`);
    expect(csvField("it's = fine")).toBe("it's = fine");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(false)).toBe('false');
  });

  it('writes a header of column names and one line per row in row order', () => {
    const file = applyCommand(sampleFile(2), {
      type: 'editCell',
      rowId: 'r2',
      field: 'description',
      value: 'x, "y"',
    });
    expect(toCsv(file)).toBe(
      'Description,Type\r\nThe system shall do thing 1.,requirement\r\n"x, ""y""",requirement\r\n',
    );
  });

  it('is not offered for a file without rows', () => {
    expect(canExportCsv(sampleFile(0))).toBe(false);
    expect(canExportCsv(undefined)).toBe(false);
    expect(canExportCsv(sampleFile(1))).toBe(true);
  });
});

describe('JSON save', () => {
  it('property: save then open gives back the same columns and rows', () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { maxLength: 20 }), (commands) => {
        const file = commands.reduce(applyCommand, sampleFile(4));
        const reopened = importSpecText(toJson(file));
        if (!reopened.ok) throw new Error(reopened.message);
        const again = createRequirementFile(reopened.spec, { id: file.id, title: file.title });
        expect(again.data).toEqual(file.data);
        expect(again.columns.map((c) => c.field)).toEqual(file.columnOrder);
      }),
    );
  });
});
