import { XMLBuilder } from 'fast-xml-parser';
import type { CellValue, RequirementFile, Row } from '../spec/model.js';
import { type ColumnPlan, enumChoices, planColumns } from './reqif-columns.js';
import { REQIF_NAMESPACE, STANDARD_ATTRIBUTES, XHTML_NAMESPACE } from './reqif-names.js';
import { relationNodes } from './reqif-write-links.js';
import { isBlank } from './source-table.js';

type XmlNode = Record<string, unknown>;

/** Appends `node` to the list under `key`, starting the list when there is none. */
function append(groups: Record<string, XmlNode[]>, key: string, node: XmlNode): void {
  const group = groups[key];
  if (group) group.push(node);
  else groups[key] = [node];
}

const FOREIGN_ID_ATTRIBUTE = 'specwright.foreign-id';
const FOREIGN_ID_DATATYPE = 'specwright.datatype.id';

interface WriteContext {
  readonly now: string;
  readonly plans: readonly ColumnPlan[];
}

function datatype(plan: ColumnPlan, now: string): XmlNode {
  const base: XmlNode = {
    '@_IDENTIFIER': plan.datatypeId,
    '@_LAST-CHANGE': now,
    '@_LONG-NAME': plan.column.headerName,
  };
  if (plan.kind === 'STRING') return { ...base, '@_MAX-LENGTH': '1000000' };
  if (plan.kind === 'INTEGER') return { ...base, '@_MAX': '9007199254740991', '@_MIN': '-9007199254740991' };
  if (plan.kind === 'REAL')
    return {
      ...base,
      '@_ACCURACY': '17',
      '@_MAX': '1.7976931348623157E308',
      '@_MIN': '-1.7976931348623157E308',
    };
  if (plan.kind !== 'ENUMERATION') return base;
  const values = plan.enumValues.map((value, key) => ({
    '@_IDENTIFIER': value.id,
    '@_LAST-CHANGE': now,
    '@_LONG-NAME': value.name,
    PROPERTIES: { 'EMBEDDED-VALUE': { '@_KEY': String(key), '@_OTHER-CONTENT': '' } },
  }));
  return { ...base, 'SPECIFIED-VALUES': { 'ENUM-VALUE': values } };
}

function datatypes({ plans, now }: WriteContext): XmlNode {
  const node: Record<string, XmlNode[]> = {
    'DATATYPE-DEFINITION-STRING': [
      {
        '@_IDENTIFIER': FOREIGN_ID_DATATYPE,
        '@_LAST-CHANGE': now,
        '@_LONG-NAME': 'Identifier',
        '@_MAX-LENGTH': '1000',
      },
    ],
  };
  for (const plan of plans) append(node, `DATATYPE-DEFINITION-${plan.kind}`, datatype(plan, now));
  return node;
}

function attributeDefinitions({ plans, now }: WriteContext): XmlNode {
  const node: Record<string, XmlNode[]> = {
    'ATTRIBUTE-DEFINITION-STRING': [
      {
        '@_IDENTIFIER': FOREIGN_ID_ATTRIBUTE,
        '@_LAST-CHANGE': now,
        '@_LONG-NAME': STANDARD_ATTRIBUTES.foreignId,
        TYPE: { 'DATATYPE-DEFINITION-STRING-REF': FOREIGN_ID_DATATYPE },
      },
    ],
  };
  for (const plan of plans) {
    const definition: XmlNode = {
      '@_IDENTIFIER': plan.attributeId,
      '@_LAST-CHANGE': now,
      '@_LONG-NAME': plan.column.headerName,
      ...(plan.kind === 'ENUMERATION' ? { '@_MULTI-VALUED': String(plan.multiValued) } : {}),
      TYPE: { [`DATATYPE-DEFINITION-${plan.kind}-REF`]: plan.datatypeId },
    };
    append(node, `ATTRIBUTE-DEFINITION-${plan.kind}`, definition);
  }
  return node;
}

/** A text as XHTML whose white space, line breaks included, is kept as written. */
function xhtmlValue(text: string): XmlNode {
  return { 'xhtml:div': { '@_style': 'white-space: pre-wrap', '#text': text } };
}

function attributeValue(plan: ColumnPlan, value: CellValue): XmlNode {
  const definition = { DEFINITION: { [`ATTRIBUTE-DEFINITION-${plan.kind}-REF`]: plan.attributeId } };
  if (plan.kind === 'XHTML') return { ...definition, 'THE-VALUE': xhtmlValue(String(value)) };
  if (plan.kind === 'ENUMERATION') {
    const ids = new Map(plan.enumValues.map((option) => [option.name, option.id]));
    const refs = enumChoices(value, new Set(plan.column.valueOptions ?? [])).flatMap(
      (name) => ids.get(name) ?? [],
    );
    return { ...definition, VALUES: refs.length > 0 ? { 'ENUM-VALUE-REF': refs } : {} };
  }
  return { '@_THE-VALUE': String(value), ...definition };
}

function specObject(row: Row, index: number, { plans, now }: WriteContext): XmlNode {
  const values: Record<string, XmlNode[]> = {
    'ATTRIBUTE-VALUE-STRING': [
      { '@_THE-VALUE': row.id, DEFINITION: { 'ATTRIBUTE-DEFINITION-STRING-REF': FOREIGN_ID_ATTRIBUTE } },
    ],
  };
  for (const plan of plans) {
    const value = row[plan.column.field];
    if (isBlank(value) || value === undefined) continue;
    append(values, `ATTRIBUTE-VALUE-${plan.kind}`, attributeValue(plan, value));
  }
  return {
    '@_IDENTIFIER': objectId(index),
    '@_LAST-CHANGE': now,
    VALUES: values,
    TYPE: { 'SPEC-OBJECT-TYPE-REF': 'specwright.object-type' },
  };
}

const objectId = (index: number) => `specwright.object.${index + 1}`;

/** Chapters (`this_is_a` = chapter) hold the rows after them up to the next chapter; other rows are top level. */
function hierarchy(rows: readonly Row[], now: string): XmlNode[] {
  const top: XmlNode[] = [];
  let chapterChildren: XmlNode[] | null = null;
  rows.forEach((row, index) => {
    const node: XmlNode = {
      '@_IDENTIFIER': `specwright.hierarchy.${index + 1}`,
      '@_LAST-CHANGE': now,
      OBJECT: { 'SPEC-OBJECT-REF': objectId(index) },
    };
    if (String(row.this_is_a ?? '').toLowerCase() === 'chapter') {
      chapterChildren = [];
      // Children come before OBJECT in the schema's sequence.
      top.push({
        '@_IDENTIFIER': node['@_IDENTIFIER'],
        '@_LAST-CHANGE': now,
        CHILDREN: { 'SPEC-HIERARCHY': chapterChildren },
        OBJECT: node.OBJECT,
      });
    } else if (chapterChildren) chapterChildren.push(node);
    else top.push(node);
  });
  // A chapter with nothing under it is a plain entry: CHILDREN may not be empty.
  for (const node of top) {
    const children = node.CHILDREN as { 'SPEC-HIERARCHY': XmlNode[] } | undefined;
    if (children && children['SPEC-HIERARCHY'].length === 0) delete node.CHILDREN;
  }
  return top;
}

/**
 * A ReqIF 1.2 document of the spec: every column an attribute, every row a spec object, chapters as
 * hierarchy, every link a SPEC-RELATION.
 */
export function specToReqif(file: RequirementFile, options: { now?: Date } = {}): string {
  const now = (options.now ?? new Date()).toISOString();
  const context: WriteContext = { now, plans: planColumns(file) };
  const objectIdOf = new Map(file.data.map((row, index) => [row.id, objectId(index)]));
  const links = relationNodes(file.links ?? [], objectIdOf, now);
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'REQ-IF': {
      '@_xmlns': REQIF_NAMESPACE,
      '@_xmlns:xhtml': XHTML_NAMESPACE,
      'THE-HEADER': {
        'REQ-IF-HEADER': {
          '@_IDENTIFIER': 'specwright.header',
          'CREATION-TIME': now,
          'REQ-IF-TOOL-ID': 'Specwright',
          'REQ-IF-VERSION': '1.0',
          'SOURCE-TOOL-ID': 'Specwright',
          TITLE: file.title,
        },
      },
      'CORE-CONTENT': {
        'REQ-IF-CONTENT': {
          DATATYPES: datatypes(context),
          'SPEC-TYPES': {
            'SPEC-OBJECT-TYPE': {
              '@_IDENTIFIER': 'specwright.object-type',
              '@_LAST-CHANGE': now,
              '@_LONG-NAME': 'Requirement',
              'SPEC-ATTRIBUTES': attributeDefinitions(context),
            },
            'SPECIFICATION-TYPE': {
              '@_IDENTIFIER': 'specwright.specification-type',
              '@_LAST-CHANGE': now,
              '@_LONG-NAME': 'Specification',
            },
            ...(links.types.length > 0 ? { 'SPEC-RELATION-TYPE': links.types } : {}),
          },
          'SPEC-OBJECTS': { 'SPEC-OBJECT': file.data.map((row, index) => specObject(row, index, context)) },
          ...(links.relations.length > 0 ? { 'SPEC-RELATIONS': { 'SPEC-RELATION': links.relations } } : {}),
          SPECIFICATIONS: {
            SPECIFICATION: {
              '@_IDENTIFIER': 'specwright.specification',
              '@_LAST-CHANGE': now,
              '@_LONG-NAME': file.title,
              TYPE: { 'SPECIFICATION-TYPE-REF': 'specwright.specification-type' },
              CHILDREN: { 'SPEC-HIERARCHY': hierarchy(file.data, now) },
            },
          },
        },
      },
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: true,
    // A value 'true' is written out, not as a bare attribute name (which is not XML).
    suppressBooleanAttributes: false,
  });
  // XML readers turn a written carriage return into a line feed; as a character reference it stays.
  return builder.build(document).replaceAll('\r', '&#13;');
}
