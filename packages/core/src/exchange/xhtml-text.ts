import { XMLParser } from 'fast-xml-parser';

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

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

const parser = new XMLParser({
  preserveOrder: true,
  removeNSPrefix: true,
  ignoreAttributes: true,
  trimValues: false,
  parseTagValue: false,
  processEntities: true,
  htmlEntities: true,
});

/**
 * The plain text of an XHTML fragment (the content of a ReqIF THE-VALUE): paragraphs, list items and
 * headings on lines of their own, `<br/>` a line break, runs of spaces in the source one space.
 */
export function xhtmlToText(xhtml: string): string {
  const lines: string[] = [];
  let line = '';
  const endLine = (always: boolean) => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (always || text !== '') lines.push(text);
    line = '';
  };
  const walk = (nodes: readonly OrderedNode[]) => {
    for (const node of nodes) {
      for (const key of Object.keys(node)) {
        if (key === ':@') continue;
        const value = node[key];
        if (key === '#text') line += String(value);
        else if (key === 'br') {
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
  walk(parser.parse(`<root>${xhtml}</root>`) as OrderedNode[]);
  endLine(false);
  return lines.join('\n');
}
