/**
 * The parts of an .xlsx package the import reads besides the sheet itself: the relationships that lead
 * to the workbook and its first worksheet, the shared strings and which cell styles show dates.
 */
import { XmlScanner } from './xml-scan.js';

export interface Relationship {
  readonly id: string;
  readonly type: string;
  readonly target: string;
}

/** The relationships of a `.rels` part. */
export function readRelationships(xml: string): Relationship[] {
  const scanner = new XmlScanner(xml);
  const found: Relationship[] = [];
  while (scanner.next()) {
    if (scanner.closing || scanner.name !== 'Relationship') continue;
    if (scanner.attribute('TargetMode') === 'External') continue;
    found.push({
      id: scanner.attribute('Id') ?? '',
      type: scanner.attribute('Type') ?? '',
      target: scanner.attribute('Target') ?? '',
    });
  }
  return found;
}

/** The path in the package of a relationship's target, relative to the part `from` (or absolute). */
export function resolvePartPath(from: string, target: string): string {
  const parts = target.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

/** The `.rels` part that holds the relationships of `part`. */
export function relationshipsPath(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** The target of the first relationship of a kind (`worksheet`, `sharedStrings`…), or null. */
export function relationshipOfType(relationships: readonly Relationship[], kind: string): string | null {
  return relationships.find((relationship) => relationship.type.endsWith(`/${kind}`))?.target ?? null;
}

/** From workbook.xml: the relationship id of the first sheet, and whether dates count from 1904. */
export function readWorkbook(xml: string): { firstSheet: string | null; date1904: boolean } {
  const scanner = new XmlScanner(xml);
  let firstSheet: string | null = null;
  let date1904 = false;
  while (scanner.next()) {
    if (scanner.closing) continue;
    if (scanner.name === 'workbookPr') {
      const value = scanner.attribute('date1904');
      date1904 = value === '1' || value === 'true';
    } else if (scanner.name === 'sheet' && firstSheet === null) {
      firstSheet = scanner.attribute('id');
    }
  }
  return { firstSheet, date1904 };
}

/** The shared strings: each item's text, rich text runs joined, phonetic guides left out. */
export function readSharedStrings(xml: string): string[] {
  const scanner = new XmlScanner(xml);
  const strings: string[] = [];
  let current = '';
  let phonetic = 0;
  while (scanner.next()) {
    const name = scanner.name;
    if (name === 'si') {
      if (scanner.closing) strings.push(current);
      else if (scanner.selfClosing) strings.push('');
      current = '';
    } else if (name === 'rPh') {
      if (!scanner.selfClosing) phonetic += scanner.closing ? -1 : 1;
    } else if (name === 't' && !scanner.closing && phonetic === 0) {
      current += scanner.text();
    }
  }
  return strings.map(decodeEscapes);
}

/** Characters a workbook writes as `_xHHHH_` (a carriage return as `_x000D_`). */
export function decodeEscapes(text: string): string {
  return text.indexOf('_x') < 0
    ? text
    : text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The built-in number formats that show a date or a time. */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** Whether a number format code shows a date or time: y, m, d, h, s outside quotes and brackets. */
export function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*\]/g, '').replace(/"[^"]*"/g, ''));
}

/** For each cell style (the `s` of a cell), whether its number format shows a date. */
export function readDateStyles(xml: string): boolean[] {
  const scanner = new XmlScanner(xml);
  const custom = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellFormats = false;
  while (scanner.next()) {
    if (scanner.name === 'numFmt' && !scanner.closing) {
      custom.set(Number(scanner.attribute('numFmtId')), isDateFormat(scanner.attribute('formatCode') ?? ''));
    } else if (scanner.name === 'cellXfs') {
      inCellFormats = !scanner.closing && !scanner.selfClosing;
    } else if (scanner.name === 'xf' && inCellFormats && !scanner.closing) {
      const id = Number(scanner.attribute('numFmtId') ?? 0);
      styles.push(custom.get(id) ?? DATE_FORMAT_IDS.has(id));
    }
  }
  return styles;
}
