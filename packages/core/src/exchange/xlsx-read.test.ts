import fc from 'fast-check';
import { XMLBuilder } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_MESSAGES, xlsxToTable } from './index.js';
import { isDateFormat, readDateStyles, readSharedStrings, resolvePartPath } from './xlsx-parts.js';
import { columnIndex, readSheetRows, serialDate } from './xlsx-sheet.js';
import { XmlScanner } from './xml-scan.js';

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const context = { sharedStrings: ['Text', 'Second'], dateStyles: [false, true], date1904: false };

/** A package as a map of part paths to their XML, as the zip reader hands it over. */
function xlsxPackage(sheet: string, more: Record<string, string> = {}) {
  const parts = new Map<string, string>(
    Object.entries({
      '_rels/.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="/xl/workbook.xml"/></Relationships>`,
      'xl/workbook.xml': `<workbook ${MAIN} xmlns:r="${REL}"><workbookPr date1904="1"/><sheets><sheet name="Reqs" sheetId="7" r:id="rId3"/><sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId3" Type="${REL}/worksheet" Target="./worksheets/../worksheets/sheet2.xml"/><Relationship Id="rId4" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId5" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
      'xl/worksheets/sheet1.xml': `<worksheet ${MAIN}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Wrong sheet</t></is></c></row></sheetData></worksheet>`,
      'xl/worksheets/sheet2.xml': sheet,
      'xl/sharedStrings.xml': `<sst ${MAIN}><si><t>ID</t></si><si><r><rPr><b/></rPr><t>Requirement</t></r><r><t xml:space="preserve"> text</t></r></si></sst>`,
      'xl/styles.xml': `<styleSheet ${MAIN}><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/></cellXfs></styleSheet>`,
      ...more,
    }),
  );
  return (path: string) => parts.get(path);
}

describe('XmlScanner', () => {
  it('stops at start and end tags only, with local names, attributes in either quote and decoded text', () => {
    const scanner = new XmlScanner(
      `<?xml version="1.0"?><!DOCTYPE x><!-- <c> --><x:row a='1 > 0' r="2"><x:t>a &amp; b &#x263A;&#65;<![CDATA[<raw> &amp;]]>\r\nz</x:t><x:c/></x:row>`,
    );
    const seen: string[] = [];
    while (scanner.next()) {
      seen.push(`${scanner.closing ? '/' : ''}${scanner.name}${scanner.selfClosing ? '/' : ''}`);
      if (scanner.name === 'row' && !scanner.closing) {
        expect([scanner.attribute('a'), scanner.attribute('r'), scanner.attribute('missing')]).toEqual([
          '1 > 0',
          '2',
          null,
        ]);
      }
      if (scanner.name === 't' && !scanner.closing) expect(scanner.text()).toBe('a & b ☺A<raw> &amp;\nz');
    }
    expect(seen).toEqual(['row', 't', '/t', 'c/', '/row']);
  });

  it('reads back any text a real XML writer escapes', () => {
    const builder = new XMLBuilder({ processEntities: true, ignoreAttributes: false });
    const text = fc
      .string({ unit: 'grapheme', maxLength: 40 })
      .filter((value) => !/_x[0-9A-Fa-f]{4}_/.test(value));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 8 }), (strings) => {
        const xml = builder.build({ sst: { si: strings.map((value) => ({ t: { '#text': value } })) } });
        expect(readSharedStrings(xml)).toEqual(strings);
      }),
    );
  });
});

describe('the parts of a workbook', () => {
  it('turns column letters into indexes', () => {
    const letters = (index: number): string =>
      (index >= 26 ? letters(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));
    expect([
      columnIndex('A1'),
      columnIndex('c1'),
      columnIndex('AB7'),
      columnIndex('XFD9'),
      columnIndex('12'),
    ]).toEqual([0, 2, 27, 16383, -1]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 16383 }),
        fc.integer({ min: 1, max: 1_048_576 }),
        (column, row) => {
          expect(columnIndex(`${letters(column)}${row}`)).toBe(column);
        },
      ),
    );
  });

  it('joins rich text runs, leaves out phonetic guides and decodes _xHHHH_ escapes', () => {
    const xml = `<sst ${MAIN}><si><t>plain</t></si><si><r><t>rich </t></r><r><rPr><i/></rPr><t>text</t></r></si><si><t>漢字</t><rPh sb="0" eb="2"><t>カンジ</t></rPh></si><si/><si><t>line_x000D_end _x005F_x0041_</t></si></sst>`;
    expect(readSharedStrings(xml)).toEqual(['plain', 'rich text', '漢字', '', 'line\rend _x0041_']);
  });

  it('knows the styles that show dates', () => {
    expect(
      ['yyyy-mm-dd', 'h:mm', 'd-mmm', '0.00', '#,##0 "days"', '[Red]0', 'General'].map(isDateFormat),
    ).toEqual([true, true, true, false, false, false, false]);
    const styles = `<styleSheet><numFmts><numFmt numFmtId="164" formatCode="0.0&quot;h&quot;"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="22"/></cellXfs></styleSheet>`;
    expect(readDateStyles(styles)).toEqual([false, true, false, true, true]);
    expect([serialDate(45352, false), serialDate(45352.5, false), serialDate(43891, true)]).toEqual([
      '2024-03-01',
      '2024-03-01T12:00:00.000Z',
      '2024-03-02',
    ]);
  });

  it('resolves relationship targets against their part', () => {
    expect(resolvePartPath('xl/workbook.xml', 'worksheets/sheet1.xml')).toBe('xl/worksheets/sheet1.xml');
    expect(resolvePartPath('xl/workbook.xml', '/xl/worksheets/a.xml')).toBe('xl/worksheets/a.xml');
    expect(resolvePartPath('xl/workbook.xml', '../other/b.xml')).toBe('other/b.xml');
  });
});

describe('readSheetRows', () => {
  it('reads every kind of cell and leaves the skipped ones empty', () => {
    const xml = `<worksheet ${MAIN}><sheetData>
      <row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><r><t>in</t></r><r><t>line</t></r></is></c></row>
      <row r="3"><c r="A3"><v>42.5</v></c><c r="B3" t="b"><v>1</v></c><c r="C3" t="b"><v>0</v></c><c r="D3" t="e"><v>#N/A</v></c><c r="E3" s="1"><v>45352</v></c></row>
      <row><c t="str"><f>A1&amp;"!"</f><v>Text!</v></c><c/><c t="s"><v>1</v></c><c t="d"><v>2024-03-01T00:00:00Z</v></c><c r="F4" s="1"/></row>
    </sheetData></worksheet>`;
    const rows = readSheetRows(xml, context);
    expect(rows.length).toBe(4);
    expect(rows[0]).toEqual(['Text', undefined, 'inline']);
    expect(1 in rows).toBe(false);
    expect(rows[2]).toEqual([42.5, true, false, '#N/A', '2024-03-01']);
    expect(rows[3]).toEqual(['Text!', undefined, 'Second', '2024-03-01']);
  });

  it('reads elements with a namespace prefix', () => {
    const xml = `<x:worksheet xmlns:x="urn:main"><x:sheetData><x:row r="1"><x:c r="B1" t="inlineStr"><x:is><x:t>b</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    expect(readSheetRows(xml, context)).toEqual([[undefined, 'b']]);
  });
});

describe('xlsxToTable', () => {
  it('reads the first sheet of the workbook in order, with shared strings and 1904 dates', () => {
    const sheet = `<worksheet ${MAIN}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"/><row r="3"><c r="A3" t="inlineStr"><is><t>R-1</t></is></c><c r="C3" s="2"><v>43891</v></c></row></sheetData></worksheet>`;
    const expected = {
      ok: true,
      table: { headers: ['ID', 'Requirement text', ''], rows: [['R-1', null, '2024-03-02']] },
    };
    expect(xlsxToTable(xlsxPackage(sheet))).toEqual(expected);
    // Shared strings and styles not listed among the workbook's relationships are found by their usual names.
    const unlisted = xlsxPackage(sheet, {
      'xl/_rels/workbook.xml.rels': `<Relationships><Relationship Id="rId3" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/></Relationships>`,
    });
    expect(xlsxToTable(unlisted)).toEqual(expected);
  });

  it('gives one message for a package that is not a workbook or has nothing to import', () => {
    expect(xlsxToTable(() => undefined)).toEqual({ ok: false, message: EXCHANGE_MESSAGES.notWorkbook });
    const headerOnly = `<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>Text</t></is></c></row></sheetData></worksheet>`;
    expect(xlsxToTable(xlsxPackage(headerOnly))).toEqual({
      ok: false,
      message: EXCHANGE_MESSAGES.emptySheet,
    });
    const noSheets = xlsxPackage('', { 'xl/workbook.xml': `<workbook ${MAIN}><sheets/></workbook>` });
    expect(xlsxToTable(noSheets)).toEqual({ ok: false, message: EXCHANGE_MESSAGES.emptySheet });
  });
});
