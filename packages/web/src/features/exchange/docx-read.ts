import {
  ArchiveRefusedError,
  type DocxImport,
  docxHtmlToImport,
  EXCHANGE_MESSAGES,
  openZip,
  withoutDrawings,
} from '@specwright/core/exchange';
import { strFromU8, strToU8, zipSync } from 'fflate';
import mammoth from 'mammoth';

/** The part of mammoth's document tree the heading numbering reads and writes. */
interface DocumentElement {
  type: string;
  value?: string;
  styleName?: string | null;
  numbering?: { level: string; isOrdered: boolean } | null;
  children?: DocumentElement[];
}

const HEADING_STYLE = /^heading\s*[1-9]$/i;
const NUMBERED_ALREADY = /^\s*\d+(\.\d+)*\.?\s/;

function firstText(element: DocumentElement): DocumentElement | undefined {
  if (element.type === 'text') return element;
  for (const child of element.children ?? []) {
    const text = firstText(child);
    if (text) return text;
  }
  return undefined;
}

function textOf(element: DocumentElement): string {
  return element.type === 'text' ? (element.value ?? '') : (element.children ?? []).map(textOf).join('');
}

/**
 * Writes the numbers Word shows before numbered headings ("2.1 Scope") into their text: Word computes
 * them from the list the heading style belongs to, and the converted HTML leaves them out.
 */
function numberHeadings(document: DocumentElement): DocumentElement {
  const counters: number[] = [];
  for (const paragraph of document.children ?? []) {
    if (paragraph.type !== 'paragraph' || !HEADING_STYLE.test(paragraph.styleName ?? '')) continue;
    if (!paragraph.numbering?.isOrdered) continue;
    const level = Number(paragraph.numbering.level) || 0;
    counters.length = level + 1;
    counters[level] = (counters[level] ?? 0) + 1;
    const number = Array.from(counters, (count) => count ?? 0).join('.');
    const text = firstText(paragraph);
    if (text && !NUMBERED_ALREADY.test(textOf(paragraph))) text.value = `${number} ${text.value ?? ''}`;
  }
  return document;
}

/** An image left outside a drawing becomes nothing: its bytes are not read. */
const noImages = mammoth.images.imgElement(async () => ({ src: '' }));

/**
 * A Word document's rows, or its main table for the column-mapping step. The archive goes through
 * `openZip` first, so a .docx that unpacks too far is refused as a workbook is, before mammoth sees it.
 */
export async function readDocx(buffer: ArrayBuffer): Promise<DocxImport> {
  try {
    const archive = openZip(new Uint8Array(buffer));
    const document = archive.read('word/document.xml');
    if (!document) return { ok: false, message: EXCHANGE_MESSAGES.notDocx };
    // mammoth gets only the XML parts, unpacked here (so a part whose header understates its size is
    // refused) and packed again unzipped, the document part without its drawings; images are never unpacked.
    const parts: Record<string, Uint8Array> = {};
    for (const name of archive.names) {
      const part = /\.(xml|rels)$/i.test(name) ? archive.read(name) : undefined;
      if (part) parts[name] = part;
    }
    parts['word/document.xml'] = strToU8(withoutDrawings(strFromU8(document)));
    const repacked = zipSync(parts, { level: 0 }).buffer as ArrayBuffer;
    // mammoth's browser build reads `arrayBuffer`, its Node build (the tests) `buffer`.
    const input: { arrayBuffer: ArrayBuffer } = Object.assign(
      { arrayBuffer: repacked },
      { buffer: repacked },
    );
    const { value } = await mammoth.convertToHtml(input, {
      convertImage: noImages,
      ignoreEmptyParagraphs: true,
      transformDocument: numberHeadings,
    });
    return docxHtmlToImport(value);
  } catch (error) {
    if (error instanceof ArchiveRefusedError) return { ok: false, message: error.message };
    return { ok: false, message: EXCHANGE_MESSAGES.notDocx };
  }
}
