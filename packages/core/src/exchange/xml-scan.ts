/**
 * A small forward-only scan over XML text for reading large, flat documents (a worksheet's cells)
 * without building a tree: it stops at each start or end tag, gives its local name (namespace prefix
 * dropped) and attributes, and reads the text content of an element. Comments, processing instructions
 * and the document type are skipped; CDATA sections count as text.
 */

const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function entity(whole: string, name: string): string {
  if (name.charCodeAt(0) !== 35) return NAMED[name] ?? whole;
  const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

/** Character data as the XML parser sees it: line ends as '\n', entity and character references decoded. */
export function decodeXmlText(raw: string): string {
  const lines = raw.indexOf('\r') < 0 ? raw : raw.replace(/\r\n?/g, '\n');
  return lines.indexOf('&') < 0 ? lines : lines.replace(ENTITY, entity);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function isNameEnd(code: number): boolean {
  return isSpace(code) || code === 47 /* / */ || code === 62 /* > */;
}

/** Whether the attribute name in xml[from, end) is `local`, alone or after a namespace prefix's ':'. */
function nameEndsWith(xml: string, from: number, end: number, local: string): boolean {
  const start = end - local.length;
  if (start < from || !xml.startsWith(local, start)) return false;
  const before = xml.charCodeAt(start - 1);
  return before === 58 /* : */ || isSpace(before);
}

export class XmlScanner {
  /** The local name of the tag the scanner stopped at. */
  name = '';
  /** Whether that tag is an end tag (`</row>`). */
  closing = false;
  /** Whether that tag is an empty element (`<c r="A1"/>`). */
  selfClosing = false;
  /** Where that tag starts in the text (its '<') and where the text after it starts. */
  tagStart = 0;
  tagEnd = 0;
  private attributesStart = 0;
  private attributesEnd = 0;
  private position = 0;

  constructor(private readonly xml: string) {}

  /** Moves to the next start or end tag; false at the end of the text. */
  next(): boolean {
    const xml = this.xml;
    for (;;) {
      const open = xml.indexOf('<', this.position);
      if (open < 0 || open + 1 >= xml.length) {
        this.position = xml.length;
        return false;
      }
      const first = xml.charCodeAt(open + 1);
      if (first === 63 /* ? */) this.position = this.after('?>', open);
      else if (first !== 33 /* ! */) return this.readTag(open);
      else if (xml.startsWith('<!--', open)) this.position = this.after('-->', open);
      else if (xml.startsWith('<![CDATA[', open)) this.position = this.after(']]>', open);
      else this.position = this.after('>', open);
    }
  }

  private after(end: string, from: number): number {
    const at = this.xml.indexOf(end, from);
    return at < 0 ? this.xml.length : at + end.length;
  }

  private readTag(open: number): boolean {
    const xml = this.xml;
    this.tagStart = open;
    this.closing = xml.charCodeAt(open + 1) === 47;
    let at = this.closing ? open + 2 : open + 1;
    let nameStart = at;
    for (let code = xml.charCodeAt(at); at < xml.length && !isNameEnd(code); code = xml.charCodeAt(++at)) {
      if (code === 58 /* : */) nameStart = at + 1;
    }
    this.name = xml.slice(nameStart, at);
    this.attributesStart = at;
    // Attribute values may hold a literal '>': skip quoted parts on the way to the tag's end.
    while (at < xml.length) {
      const code = xml.charCodeAt(at);
      if (code === 62) break;
      if (code === 34 || code === 39) {
        const close = xml.indexOf(code === 34 ? '"' : "'", at + 1);
        at = close < 0 ? xml.length : close + 1;
      } else at++;
    }
    this.selfClosing = !this.closing && xml.charCodeAt(at - 1) === 47;
    this.attributesEnd = this.selfClosing ? at - 1 : at;
    this.position = at + 1;
    this.tagEnd = this.position;
    return true;
  }

  /** The value of the current tag's attribute with this local name, or null. */
  attribute(wanted: string): string | null {
    const found: (string | null)[] = [null];
    this.attributes([wanted], found);
    return found[0] ?? null;
  }

  /**
   * The values of several attributes by local name in one pass over the tag (null for those it lacks),
   * written into `found` so a caller reading many tags reuses one array.
   */
  attributes(wanted: readonly string[], found: (string | null)[]): void {
    found.fill(null, 0, wanted.length);
    const xml = this.xml;
    const end = this.attributesEnd;
    let at = this.attributesStart;
    while (at < end) {
      const equals = xml.indexOf('=', at);
      if (equals < 0 || equals >= end) return;
      let nameEnd = equals;
      while (nameEnd > at && isSpace(xml.charCodeAt(nameEnd - 1))) nameEnd--;
      let quote = equals + 1;
      while (quote < end && isSpace(xml.charCodeAt(quote))) quote++;
      const mark = xml.charCodeAt(quote);
      if (mark !== 34 && mark !== 39) return;
      const close = xml.indexOf(mark === 34 ? '"' : "'", quote + 1);
      if (close < 0 || close >= end) return;
      for (let index = 0; index < wanted.length; index++) {
        if (nameEndsWith(xml, at, nameEnd, wanted[index] as string)) {
          found[index] = decodeXmlText(xml.slice(quote + 1, close));
        }
      }
      at = close + 1;
    }
  }

  /**
   * The text content of the current start tag up to the next tag (CDATA sections included); the scanner
   * stays before that tag, so `next()` then stops at it.
   */
  text(): string {
    if (this.closing || this.selfClosing) return '';
    const xml = this.xml;
    let text = '';
    for (;;) {
      const open = xml.indexOf('<', this.position);
      const end = open < 0 ? xml.length : open;
      text += decodeXmlText(xml.slice(this.position, end));
      this.position = end;
      if (open < 0 || xml.charCodeAt(open + 1) !== 33 || !xml.startsWith('<![CDATA[', open)) return text;
      const close = xml.indexOf(']]>', open + 9);
      const stop = close < 0 ? xml.length : close;
      text += xml.slice(open + 9, stop).replace(/\r\n?/g, '\n');
      this.position = close < 0 ? xml.length : close + 3;
    }
  }
}
