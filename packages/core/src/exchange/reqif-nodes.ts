/** Reading the tree fast-xml-parser makes of a ReqIF document: children, lists, attributes, references. */

export type Node = Record<string, unknown>;

export const child = (node: unknown, name: string): Node | undefined => {
  const value = (node as Node | undefined)?.[name];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
};

export const list = (node: unknown, name: string): Node[] => {
  const value = (node as Node | undefined)?.[name];
  return Array.isArray(value) ? (value as Node[]) : [];
};

export const attr = (node: unknown, name: string): string | undefined => {
  const value = (node as Node | undefined)?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};

/** The text of a reference element such as `<SPEC-OBJECT-REF>id</SPEC-OBJECT-REF>`. */
export const ref = (node: unknown, name: string): string | undefined => {
  const value = (node as Node | undefined)?.[name];
  if (typeof value === 'string') return value.trim();
  const text = (value as Node | undefined)?.['#text'];
  return typeof text === 'string' ? text.trim() : undefined;
};
