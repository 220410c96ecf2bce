import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { EXCHANGE_MESSAGES } from './messages.js';
import { REQIF_KINDS } from './reqif-names.js';
import { child, list, type Node } from './reqif-nodes.js';

/** How far the reading of a document is: characters read of its whole length. */
export interface ReadProgress {
  readonly done: number;
  readonly total: number;
}

export type ProgressListener = (progress: ReadProgress) => void;

const ARRAYS = new Set([
  'SPEC-OBJECT',
  'SPEC-OBJECT-TYPE',
  'SPEC-HIERARCHY',
  'SPECIFICATION',
  'SPEC-RELATION',
  'SPEC-RELATION-TYPE',
  'ENUM-VALUE',
  'ENUM-VALUE-REF',
  ...REQIF_KINDS.flatMap((kind) => [
    `DATATYPE-DEFINITION-${kind}`,
    `ATTRIBUTE-DEFINITION-${kind}`,
    `ATTRIBUTE-VALUE-${kind}`,
  ]),
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  stopNodes: ['*.THE-VALUE', '*.THE-ORIGINAL-VALUE'],
  isArray: (name) => ARRAYS.has(name),
});

/**
 * The spec objects of a larger document are parsed in slices of about this many characters: the parser
 * then never holds the whole tree of an 18 MB file at once, and each slice is a step of the progress.
 */
export const SLICE_CHARS = 1_000_000;

export type ParsedReqif = { ok: true; document: Node } | { ok: false; message: string };

/** The SPEC-OBJECTS element of a document: where its content starts and ends, and its tags. */
interface ObjectsRegion {
  readonly openTag: string;
  readonly closeTag: string;
  readonly objectCloseTag: string;
  readonly contentStart: number;
  readonly contentEnd: number;
}

function objectsRegion(text: string): ObjectsRegion | undefined {
  const open = /<((?:[\w.-]+:)?)SPEC-OBJECTS(\s[^>]*)?>/.exec(text);
  if (!open || open[0].endsWith('/>')) return undefined;
  const prefix = open[1] ?? '';
  const closeTag = `</${prefix}SPEC-OBJECTS>`;
  const contentStart = open.index + open[0].length;
  const contentEnd = text.indexOf(closeTag, contentStart);
  if (contentEnd < 0) return undefined;
  return { openTag: open[0], closeTag, objectCloseTag: `</${prefix}SPEC-OBJECT>`, contentStart, contentEnd };
}

function validated(text: string): string | undefined {
  const valid = XMLValidator.validate(text);
  return valid === true ? undefined : EXCHANGE_MESSAGES.notXml(`${valid.err.msg} (line ${valid.err.line}).`);
}

function parseWhole(text: string): ParsedReqif {
  const invalid = validated(text);
  return invalid ? { ok: false, message: invalid } : { ok: true, document: parser.parse(text) as Node };
}

/** The end of the slice starting at `start`: just after the first object ending past SLICE_CHARS. */
function sliceEnd(text: string, region: ObjectsRegion, start: number, sliceChars: number): number {
  const cut = text.indexOf(region.objectCloseTag, start + sliceChars);
  return cut < 0 || cut >= region.contentEnd ? region.contentEnd : cut + region.objectCloseTag.length;
}

/** Parses the objects between `start` and `end` as a document of their own; undefined when they are not one. */
function parseObjects(text: string, region: ObjectsRegion, start: number, end: number): Node[] | undefined {
  const slice = `${region.openTag}${text.slice(start, end)}${region.closeTag}`;
  if (validated(slice)) return undefined;
  return list(child(parser.parse(slice) as Node, 'SPEC-OBJECTS'), 'SPEC-OBJECT');
}

export interface ParseOptions {
  readonly onProgress?: ProgressListener | undefined;
  /** Stop after the slice that brings the objects read to this many. */
  readonly objectLimit?: number | undefined;
  readonly sliceChars?: number;
}

/**
 * Parses a ReqIF document (XML only: what it means is read by `reqifToSpec`). A document over two slices is
 * parsed as its frame (everything but the spec objects) and then its spec objects slice by slice, reporting
 * the progress after each; `objectLimit` stops after the slice holding that many objects, for a first look.
 * Whatever goes wrong in slices, the whole document is parsed (and its error told) as one.
 */
export function parseReqif(text: string, options: ParseOptions = {}): ParsedReqif {
  const { onProgress, objectLimit = Infinity, sliceChars = SLICE_CHARS } = options;
  const region = text.length > 2 * sliceChars ? objectsRegion(text) : undefined;
  if (!region) {
    const whole = parseWhole(text);
    onProgress?.({ done: text.length, total: text.length });
    return whole;
  }
  const frameText = text.slice(0, region.contentStart) + text.slice(region.contentEnd);
  const frame = validated(frameText) ? undefined : (parser.parse(frameText) as Node);
  const content = child(child(child(frame, 'REQ-IF'), 'CORE-CONTENT'), 'REQ-IF-CONTENT');
  if (!frame || !content) return parseWhole(text);
  onProgress?.({ done: frameText.length, total: text.length });
  const objects: Node[] = [];
  for (let start = region.contentStart; start < region.contentEnd && objects.length < objectLimit; ) {
    const end = sliceEnd(text, region, start, sliceChars);
    const slice = parseObjects(text, region, start, end);
    if (!slice) return parseWhole(text);
    for (const object of slice) objects.push(object);
    onProgress?.({ done: frameText.length + end - region.contentStart, total: text.length });
    start = end;
  }
  content['SPEC-OBJECTS'] = { 'SPEC-OBJECT': objects };
  return { ok: true, document: frame };
}
