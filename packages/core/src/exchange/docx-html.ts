import { type OrderedNode, orderedHtmlParser } from './xhtml-text.js';

/** One block of a Word document, as the HTML converted from it shows it. */
export type DocxBlock =
  | { readonly kind: 'heading'; readonly level: number; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'listItem'; readonly text: string }
  | { readonly kind: 'table'; readonly rows: readonly (readonly string[])[] };

const HEADING = /^h([1-6])$/;
const LISTS = new Set(['ol', 'ul']);
/** Elements whose text is not part of the paragraph around them: they are blocks of their own. */
const NESTED_BLOCKS = new Set(['ol', 'ul', 'table']);
/** Elements whose text ends a line where they are inside another block (a table cell). */
const LINE_ENDS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function elementOf(node: OrderedNode): { name: string; children: OrderedNode[] } | null {
  for (const key of Object.keys(node)) {
    if (key !== ':@' && key !== '#text') return { name: key, children: (node[key] as OrderedNode[]) ?? [] };
  }
  return null;
}

/** Characters Word keeps that show nothing: soft hyphens, zero-width spaces and joiners, byte order marks. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/** Lines trimmed and their runs of spaces made one; invisible characters and blank lines dropped. */
function tidy(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The text of nodes: `<br/>` and paragraph ends are line breaks; lists and tables inside are left out. */
function textOf(nodes: readonly OrderedNode[], skipNested: boolean): string {
  let text = '';
  for (const node of nodes) {
    if ('#text' in node) {
      text += String(node['#text']);
      continue;
    }
    const element = elementOf(node);
    if (!element || (skipNested && NESTED_BLOCKS.has(element.name))) continue;
    if (element.name === 'br') text += '\n';
    else text += textOf(element.children, skipNested) + (LINE_ENDS.has(element.name) ? '\n' : '');
  }
  return text;
}

/** A table of contents entry: a paragraph holding only links to Word's `_Toc` bookmarks (and white space). */
function isContentsEntry(children: readonly OrderedNode[]): boolean {
  let links = 0;
  for (const node of children) {
    if ('#text' in node) {
      if (String(node['#text']).trim() !== '') return false;
      continue;
    }
    if (elementOf(node)?.name !== 'a' || !/^#_Toc/.test(node[':@']?.href ?? '')) return false;
    links++;
  }
  return links > 0;
}

function tableRows(children: readonly OrderedNode[]): string[][] {
  const rows: string[][] = [];
  for (const node of children) {
    const element = elementOf(node);
    if (!element) continue;
    if (element.name === 'tr') {
      rows.push(
        element.children.flatMap((cell) => {
          const td = elementOf(cell);
          return td && (td.name === 'td' || td.name === 'th') ? [tidy(textOf(td.children, false))] : [];
        }),
      );
    } else {
      rows.push(...tableRows(element.children));
    }
  }
  return rows;
}

function collectBlocks(nodes: readonly OrderedNode[], blocks: DocxBlock[]): void {
  for (const node of nodes) {
    const element = elementOf(node);
    if (!element) continue;
    const { name, children } = element;
    const heading = HEADING.exec(name);
    if (heading) {
      blocks.push({ kind: 'heading', level: Number(heading[1]), text: tidy(textOf(children, false)) });
    } else if (name === 'p') {
      if (!isContentsEntry(children)) blocks.push({ kind: 'paragraph', text: tidy(textOf(children, false)) });
    } else if (name === 'li') {
      blocks.push({ kind: 'listItem', text: tidy(textOf(children, true)) });
      collectBlocks(children, blocks);
    } else if (name === 'table') {
      blocks.push({ kind: 'table', rows: tableRows(children) });
    } else if (LISTS.has(name) || children.length > 0) {
      collectBlocks(children, blocks);
    }
  }
}

/**
 * The blocks of the HTML a Word document converts to (headings, paragraphs, list items, tables), in
 * document order; a list item's sub-items follow it as items of their own. Table of contents entries are
 * left out, and so are blocks without text (tables keep their empty cells).
 */
export function docxHtmlBlocks(html: string): DocxBlock[] {
  const blocks: DocxBlock[] = [];
  collectBlocks(orderedHtmlParser.parse(`<body>${html}</body>`) as OrderedNode[], blocks);
  return blocks.filter((block) => block.kind === 'table' || block.text !== '');
}
