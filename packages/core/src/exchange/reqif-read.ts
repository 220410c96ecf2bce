import type { ImportResult } from '../spec/import.js';
import type { CellValue } from '../spec/model.js';
import { EXCHANGE_MESSAGES } from './messages.js';
import { textChoiceOf } from './reqif-drafts.js';
import { type AttributeInfo, ENUM_VALUE_SEPARATOR, REQIF_KINDS, type ReqifKind } from './reqif-names.js';
import { attr, child, list, type Node, ref } from './reqif-nodes.js';
import { type ProgressListener, parseReqif } from './reqif-parse.js';
import { specRelations } from './reqif-relations.js';
import type { TextChoice } from './reqif-roles.js';
import { buildReqifSpec, type ObjectEntry } from './reqif-spec.js';
import { xhtmlToText } from './xhtml-text.js';

/** The enumeration values of each enumeration datatype, by identifier. */
function enumerations(content: Node): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  for (const datatype of list(child(content, 'DATATYPES'), 'DATATYPE-DEFINITION-ENUMERATION')) {
    const values = new Map<string, string>();
    for (const value of list(child(datatype, 'SPECIFIED-VALUES'), 'ENUM-VALUE')) {
      const id = attr(value, 'IDENTIFIER');
      if (id) values.set(id, attr(value, 'LONG-NAME') ?? id);
    }
    result.set(attr(datatype, 'IDENTIFIER') ?? '', values);
  }
  return result;
}

/** Every attribute definition of the spec object types, by identifier. */
function attributeDefinitions(content: Node): Map<string, AttributeInfo> {
  const enums = enumerations(content);
  const result = new Map<string, AttributeInfo>();
  for (const type of list(child(content, 'SPEC-TYPES'), 'SPEC-OBJECT-TYPE')) {
    const attributes = child(type, 'SPEC-ATTRIBUTES');
    for (const kind of REQIF_KINDS) {
      for (const definition of list(attributes, `ATTRIBUTE-DEFINITION-${kind}`)) {
        const id = attr(definition, 'IDENTIFIER');
        if (!id) continue;
        const datatype = ref(child(definition, 'TYPE'), `DATATYPE-DEFINITION-${kind}-REF`) ?? '';
        const enumNames = enums.get(datatype) ?? new Map<string, string>();
        result.set(id, { id, kind, name: attr(definition, 'LONG-NAME') ?? id, enumNames });
      }
    }
  }
  return result;
}

function cellValueOf(kind: ReqifKind, value: Node, info: AttributeInfo | undefined): CellValue | undefined {
  if (kind === 'XHTML') {
    const raw = value['THE-VALUE'];
    return typeof raw === 'string' ? xhtmlToText(raw) : undefined;
  }
  if (kind === 'ENUMERATION') {
    const refs = child(value, 'VALUES')?.['ENUM-VALUE-REF'];
    const names = (Array.isArray(refs) ? (refs as unknown[]) : []).map((entry) =>
      (typeof entry === 'string' ? entry : String((entry as Node)['#text'] ?? '')).trim(),
    );
    const labels = names.map((id) => info?.enumNames.get(id) ?? id);
    return labels.length === 0 ? undefined : labels.join(ENUM_VALUE_SEPARATOR);
  }
  const text = attr(value, 'THE-VALUE');
  if (text === undefined) return undefined;
  if (kind === 'INTEGER' || kind === 'REAL') {
    const number = Number(text);
    return Number.isFinite(number) && (kind === 'REAL' || Number.isSafeInteger(number)) ? number : text;
  }
  if (kind === 'BOOLEAN') return text.trim() === 'true' || text.trim() === '1';
  return text;
}

const KNOWN_VALUES = new Set(REQIF_KINDS.map((kind) => `ATTRIBUTE-VALUE-${kind}`));

/** The values of each spec object by attribute; what cannot be read is said in `warnings`. */
function specObjects(
  content: Node,
  attributes: Map<string, AttributeInfo>,
  warnings: string[],
): Map<string, Map<string, CellValue>> {
  const objects = new Map<string, Map<string, CellValue>>();
  let withoutDefinition = 0;
  const unknownKinds = new Set<string>();
  for (const object of list(child(content, 'SPEC-OBJECTS'), 'SPEC-OBJECT')) {
    const values = new Map<string, CellValue>();
    for (const key of Object.keys(child(object, 'VALUES') ?? {})) {
      if (key.startsWith('ATTRIBUTE-VALUE-') && !KNOWN_VALUES.has(key)) unknownKinds.add(key.slice(16));
    }
    for (const kind of REQIF_KINDS) {
      for (const value of list(child(object, 'VALUES'), `ATTRIBUTE-VALUE-${kind}`)) {
        const definition = ref(child(value, 'DEFINITION'), `ATTRIBUTE-DEFINITION-${kind}-REF`);
        if (!definition || !attributes.has(definition)) {
          withoutDefinition++;
          continue;
        }
        const cell = cellValueOf(kind, value, attributes.get(definition));
        if (cell !== undefined) values.set(definition, cell);
      }
    }
    objects.set(attr(object, 'IDENTIFIER') ?? '', values);
  }
  if (withoutDefinition > 0) warnings.push(EXCHANGE_MESSAGES.reqifValuesWithoutDefinition(withoutDefinition));
  if (unknownKinds.size > 0) warnings.push(EXCHANGE_MESSAGES.reqifUnknownKinds([...unknownKinds]));
  return objects;
}

/** The spec objects in the order of the specifications' hierarchies, with whether each has children. */
function hierarchyOrder(content: Node): ObjectEntry[] {
  const entries: ObjectEntry[] = [];
  const walk = (nodes: Node[], depth: number) => {
    for (const node of nodes) {
      const objectId = ref(child(node, 'OBJECT'), 'SPEC-OBJECT-REF');
      const children = list(child(node, 'CHILDREN'), 'SPEC-HIERARCHY');
      if (objectId) entries.push({ objectId, hasChildren: children.length > 0, depth });
      walk(children, depth + 1);
    }
  };
  for (const specification of list(child(content, 'SPECIFICATIONS'), 'SPECIFICATION')) {
    walk(list(child(specification, 'CHILDREN'), 'SPEC-HIERARCHY'), 0);
  }
  return entries;
}

/**
 * Reads a ReqIF 1.2 document into a spec; a file that is not one gives one message and no spec. The
 * requirement text is `textAttribute` (an attribute's LONG-NAME) when given, else chosen by meaning, and
 * the result says what was chosen among what when the names leave it unclear.
 */
export function reqifToSpec(
  text: string,
  onProgress?: ProgressListener,
  textAttribute?: string,
): ReqifReadResult {
  return readReqif(text, onProgress, undefined, textAttribute);
}

/** What reading a ReqIF document gives: the spec, and the choice of its text when the file does not say. */
export type ReqifReadResult = ImportResult & { textChoice?: TextChoice };

/**
 * The first rows of a large ReqIF document, read from its frame and first slice of spec objects only: the
 * hierarchy's rows up to the first object not read yet. Undefined when the document gives none that way.
 */
export function reqifFirstRows(
  text: string,
  rowCount: number,
  textAttribute?: string,
): ImportResult | undefined {
  const result = readReqif(text, undefined, rowCount, textAttribute);
  return result.ok && result.spec.rows.length > 0 ? result : undefined;
}

function readReqif(
  text: string,
  onProgress?: ProgressListener,
  objectLimit?: number,
  textAttribute?: string,
): ReqifReadResult {
  // Refused before any parser sees it, so no entity of a DTD is ever expanded.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, message: EXCHANGE_MESSAGES.reqifDoctype };
  const parsed = parseReqif(text, { onProgress, objectLimit });
  if (!parsed.ok) return parsed;
  const root = child(parsed.document, 'REQ-IF');
  if (!root) return { ok: false, message: EXCHANGE_MESSAGES.notReqif };
  const content = child(child(root, 'CORE-CONTENT'), 'REQ-IF-CONTENT');
  if (!content) return { ok: false, message: EXCHANGE_MESSAGES.noSpecObjects };
  const attributes = attributeDefinitions(content);
  const warnings: string[] = [];
  const objects = specObjects(content, attributes, warnings);
  if (objects.size === 0) return { ok: false, message: EXCHANGE_MESSAGES.noSpecObjects };
  const order = hierarchyOrder(content);
  if (objectLimit === undefined) {
    const result = buildReqifSpec(
      attributes,
      objects,
      order,
      warnings,
      specRelations(content),
      textAttribute,
    );
    const textChoice = textAttribute === undefined ? textChoiceOf(attributes) : undefined;
    return result.ok && textChoice ? { ...result, textChoice } : result;
  }
  const firstMissing = order.findIndex((entry) => !objects.has(entry.objectId));
  const shown = order.slice(0, Math.min(objectLimit, firstMissing < 0 ? order.length : firstMissing));
  const shownObjects = new Map(
    shown.map((entry) => [entry.objectId, objects.get(entry.objectId) ?? new Map()]),
  );
  return buildReqifSpec(attributes, shownObjects, shown, [], [], textAttribute);
}
