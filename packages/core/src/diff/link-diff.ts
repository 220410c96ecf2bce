import { linkKey, type SpecLink, sameLinkState } from '../spec/links.js';

/** A link added or removed between two versions of a spec, with the IDs the user sees for its two rows. */
export interface LinkChange {
  kind: 'added' | 'removed';
  from: string;
  to: string;
  type: string;
  /** The spec `to` is a row of, when it is another spec (its label is then the row id). */
  toSpec?: string;
  fromLabel: string;
  toLabel: string;
}

const NO_LINKS: readonly SpecLink[] = [];

/** Whether two lists hold the same links in the same order and suspect states (the same array, or alike link by link). */
export function sameLinks(a: readonly SpecLink[] | undefined, b: readonly SpecLink[] | undefined): boolean {
  const left = a ?? NO_LINKS;
  const right = b ?? NO_LINKS;
  if (left === right) return true;
  if (left.length !== right.length) return false;
  return left.every((link, index) => {
    const other = right[index];
    return other !== undefined && sameLinkState(link, other);
  });
}

/** The links of `links` whose keys are not in `others`. */
function missingFrom(links: readonly SpecLink[], others: readonly SpecLink[]): SpecLink[] {
  const keys = new Set(others.map(linkKey));
  return links.filter((link) => !keys.has(linkKey(link)));
}

/** The links added from `before` to `after` (in the order of `after`), then those removed. */
export function changedLinks(
  before: readonly SpecLink[],
  after: readonly SpecLink[],
): { added: SpecLink[]; removed: SpecLink[] } {
  return { added: missingFrom(after, before), removed: missingFrom(before, after) };
}

/**
 * The links added and removed from `before` to `after`, each row named by `labels` (its visible ID) or
 * else by its row id: what the version history shows as "R3 verifies R1".
 */
export function linkDiff(
  before: readonly SpecLink[],
  after: readonly SpecLink[],
  labels: Readonly<Record<string, string>> = {},
): LinkChange[] {
  const { added, removed } = changedLinks(before, after);
  const label = (rowId: string) => (Object.hasOwn(labels, rowId) ? (labels[rowId] ?? rowId) : rowId);
  const change = (kind: LinkChange['kind']) => (link: SpecLink) => ({
    kind,
    from: link.from,
    to: link.to,
    type: link.type,
    ...(link.toSpec === undefined ? {} : { toSpec: link.toSpec }),
    fromLabel: label(link.from),
    toLabel: link.toSpec === undefined ? label(link.to) : link.to,
  });
  return [...added.map(change('added')), ...removed.map(change('removed'))];
}

/** The rows a list of link changes names, each once. */
export const rowsOfLinks = (links: readonly SpecLink[]): string[] => [
  ...new Set(links.flatMap((link) => (link.toSpec === undefined ? [link.from, link.to] : [link.from]))),
];
