import { XMLParser } from 'fast-xml-parser';

/** A node of fast-xml-parser's ordered tree: its element name as key, its attributes under `:@`. */
export type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/** Elements that end a line of text. */
const LINE_ELEMENTS = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'pre',
  'blockquote',
  'dt',
  'dd',
]);

/** The parser of (X)HTML text in document order, shared by ReqIF's XHTML values and Word's converted HTML. */
export const orderedHtmlParser = new XMLParser({
  preserveOrder: true,
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  processEntities: true,
  htmlEntities: true,
});

/** Whether an element keeps its white space as written (`<pre>`, or a `white-space: pre…` style). */
function keepsWhiteSpace(name: string, node: OrderedNode): boolean {
  return name.toLowerCase() === 'pre' || /white-space\s*:\s*pre/i.test(node[':@']?.style ?? '');
}

/** The text of elements that keep their white space: exactly as written, `<br/>` a line break. */
function rawText(nodes: readonly OrderedNode[]): string {
  return nodes
    .map((node) =>
      Object.entries(node)
        .map(([key, value]) => {
          if (key === '#text') return String(value);
          if (key === 'br') return '\n';
          return key !== ':@' && Array.isArray(value) ? rawText(value as OrderedNode[]) : '';
        })
        .join(''),
    )
    .join('');
}

/**
 * The plain text of an XHTML fragment (the content of a ReqIF THE-VALUE): paragraphs, list items and
 * headings on lines of their own, `<br/>` a line break, runs of spaces in the source one space, except
 * inside `<pre>` or an element styled `white-space: pre-wrap`, whose text is kept exactly.
 */
export function xhtmlToText(xhtml: string): string {
  const lines: string[] = [];
  let line = '';
  let exact = false;
  const endLine = (always: boolean) => {
    const text = exact ? line : line.replace(/\s+/g, ' ').trim();
    if (always || text !== '') lines.push(text);
    line = '';
    exact = false;
  };
  const walk = (nodes: readonly OrderedNode[]) => {
    for (const node of nodes) {
      for (const key of Object.keys(node)) {
        if (key === ':@') continue;
        const value = node[key];
        if (key === '#text') line += String(value);
        else if (key === 'br') {
          endLine(true);
        } else if (Array.isArray(value) && keepsWhiteSpace(key, node)) {
          endLine(false);
          line = rawText(value as OrderedNode[]);
          exact = true;
          endLine(true);
        } else if (Array.isArray(value)) {
          const isLine = LINE_ELEMENTS.has(key.toLowerCase());
          if (isLine) endLine(false);
          walk(value as OrderedNode[]);
          if (isLine) endLine(key.toLowerCase() !== 'div');
        }
      }
    }
  };
  walk(orderedHtmlParser.parse(`<root>${xhtml}</root>`) as OrderedNode[]);
  endLine(false);
  return lines.join('\n');
}
