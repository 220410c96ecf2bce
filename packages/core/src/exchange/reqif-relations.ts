import { type LINK_TYPES, normaliseLinks, type SpecLink } from '../spec/links.js';
import { EXCHANGE_MESSAGES } from './messages.js';
import { attr, child, list, type Node, ref } from './reqif-nodes.js';

/** A SPEC-RELATION: the identifiers of its source and target spec objects and its link type. */
export interface ReqifRelation {
  readonly source: string | undefined;
  readonly target: string | undefined;
  readonly type: string;
}

type LinkWord = (typeof LINK_TYPES)[number];

/**
 * Relation type names that clearly mean one of our link types, tried in order. "Satisfies", "implements"
 * and "realizes" are kept as they are: none of our types says the same.
 */
const MEANINGS: readonly (readonly [RegExp, LinkWord])[] = [
  [/\bderiv|\bableit/i, 'derives from'],
  [/\brefine/i, 'refines'],
  [/\b(verif|tests?\b|tested\b|validat)/i, 'verifies'],
  [/\b(depends?|dependency|requires?)\b/i, 'depends on'],
  [/\bconflict/i, 'conflicts with'],
];

/** Our link type for a relation type's LONG-NAME when it clearly means one, else the name itself. */
export function linkTypeOf(relationTypeName: string): string {
  return MEANINGS.find(([pattern]) => pattern.test(relationTypeName))?.[1] ?? relationTypeName.trim();
}

/** The SPEC-RELATIONs of a document, each with its type's LONG-NAME (or identifier) as a link type. */
export function specRelations(content: Node): ReqifRelation[] {
  const typeNames = new Map<string, string>();
  for (const type of list(child(content, 'SPEC-TYPES'), 'SPEC-RELATION-TYPE')) {
    const id = attr(type, 'IDENTIFIER');
    if (id) typeNames.set(id, attr(type, 'LONG-NAME')?.trim() || id);
  }
  return list(child(content, 'SPEC-RELATIONS'), 'SPEC-RELATION').map((relation) => {
    const typeId = ref(child(relation, 'TYPE'), 'SPEC-RELATION-TYPE-REF') ?? '';
    return {
      source: ref(child(relation, 'SOURCE'), 'SPEC-OBJECT-REF'),
      target: ref(child(relation, 'TARGET'), 'SPEC-OBJECT-REF'),
      type: linkTypeOf(typeNames.get(typeId) ?? (typeId || 'relation')),
    };
  });
}

/**
 * The links of the relations whose two objects became rows (`rowIdOf`: object identifier → row id);
 * the others are counted in a warning, never dropped silently.
 */
export function relationLinks(
  relations: readonly ReqifRelation[],
  rowIdOf: ReadonlyMap<string, string>,
  warnings: string[],
): SpecLink[] {
  const candidates: SpecLink[] = [];
  let outside = 0;
  for (const relation of relations) {
    const from = relation.source === undefined ? undefined : rowIdOf.get(relation.source);
    const to = relation.target === undefined ? undefined : rowIdOf.get(relation.target);
    if (from === undefined || to === undefined) outside++;
    else candidates.push({ from, to, type: relation.type });
  }
  if (outside > 0) warnings.push(EXCHANGE_MESSAGES.reqifRelationsOutside(outside));
  return normaliseLinks(candidates, new Set(rowIdOf.values()), warnings);
}
