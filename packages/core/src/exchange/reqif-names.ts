/** Element names and conventions of ReqIF 1.2 used by the reader and the writer. */

export const REQIF_NAMESPACE = 'http://www.omg.org/spec/ReqIF/20110401/reqif.xsd';
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** The attribute kinds of ReqIF: each has DATATYPE-DEFINITION-<KIND>, ATTRIBUTE-DEFINITION-<KIND>, ATTRIBUTE-VALUE-<KIND>. */
export const REQIF_KINDS = ['STRING', 'XHTML', 'ENUMERATION', 'INTEGER', 'REAL', 'BOOLEAN', 'DATE'] as const;
export type ReqifKind = (typeof REQIF_KINDS)[number];

/** An attribute definition of a spec object type. */
export interface AttributeInfo {
  readonly id: string;
  readonly kind: ReqifKind;
  readonly name: string;
  /** Enumeration values (identifier → name) in their order. */
  readonly enumNames: ReadonlyMap<string, string>;
}

/** What the names of a multi-valued enumeration value are joined with in a cell. */
export const ENUM_VALUE_SEPARATOR = ', ';

/** Attribute names of the ReqIF Implementation Guide that tools agree on. */
export const STANDARD_ATTRIBUTES = {
  text: 'ReqIF.Text',
  chapterName: 'ReqIF.ChapterName',
  foreignId: 'ReqIF.ForeignID',
  name: 'ReqIF.Name',
} as const;

/** Attribute definitions written by Specwright carry the column's place and field in their identifier. */
const COLUMN_IDENTIFIER = /^specwright\.column\.(\d+)(?:\.(.+))?$/;

/** `specwright.column.<n>.<field>`, or `specwright.column.<n>` when the field cannot be part of an identifier. */
export function columnIdentifier(order: number, field: string): string {
  return isIdentifierSafe(field) ? `specwright.column.${order}.${field}` : `specwright.column.${order}`;
}

/** The place and field a Specwright identifier holds; undefined for identifiers of other tools. */
export function parseColumnIdentifier(identifier: string): { order: number; field?: string } | undefined {
  const match = COLUMN_IDENTIFIER.exec(identifier);
  if (!match) return undefined;
  return { order: Number(match[1]), ...(match[2] ? { field: match[2] } : {}) };
}

/** Whether a column field can be kept in an xsd:ID identifier as it is. */
export function isIdentifierSafe(field: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(field);
}
