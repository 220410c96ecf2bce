import type { SpecLink } from '../spec/links.js';

type XmlNode = Record<string, unknown>;

/** The SPEC-RELATION-TYPEs and SPEC-RELATIONs of a spec's links, or nothing when it has none. */
export interface RelationNodes {
  readonly types: XmlNode[];
  readonly relations: XmlNode[];
}

/**
 * Each link as a SPEC-RELATION from its `from` row's spec object to its `to` row's, with one
 * SPEC-RELATION-TYPE per distinct link type, named by it (so reading it back gives the same type).
 * `objectIdOf` gives a row's spec object identifier; a link to a row the file lacks is not written, nor a
 * link to a row of another spec (a ReqIF document's relations join its own objects).
 */
export function relationNodes(
  links: readonly SpecLink[],
  objectIdOf: ReadonlyMap<string, string>,
  now: string,
): RelationNodes {
  const typeIds = new Map<string, string>();
  const relations: XmlNode[] = [];
  for (const link of links) {
    if (link.toSpec !== undefined) continue;
    const source = objectIdOf.get(link.from);
    const target = objectIdOf.get(link.to);
    if (source === undefined || target === undefined) continue;
    let typeId = typeIds.get(link.type);
    if (typeId === undefined) {
      typeId = `specwright.relation-type.${typeIds.size + 1}`;
      typeIds.set(link.type, typeId);
    }
    relations.push({
      '@_IDENTIFIER': `specwright.relation.${relations.length + 1}`,
      '@_LAST-CHANGE': now,
      SOURCE: { 'SPEC-OBJECT-REF': source },
      TARGET: { 'SPEC-OBJECT-REF': target },
      TYPE: { 'SPEC-RELATION-TYPE-REF': typeId },
    });
  }
  const types = [...typeIds].map(([type, id]) => ({
    '@_IDENTIFIER': id,
    '@_LAST-CHANGE': now,
    '@_LONG-NAME': type,
  }));
  return { types, relations };
}
