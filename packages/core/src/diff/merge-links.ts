import { linkKey, linksBetween, type SpecLink } from '../spec/links.js';
import type { Row } from '../spec/model.js';
import { sameLinks } from './link-diff.js';

const keysOf = (links: readonly SpecLink[]) => new Set(links.map(linkKey));

/**
 * The links of a three-way merge: the server's links less those this tab removed since the base, plus
 * those this tab added (a link is a set member, so two sides never conflict over one), kept only where
 * both rows are in the merged rows. `mine` itself when the merge changes nothing of it.
 */
export function mergeLinks(
  base: readonly SpecLink[],
  mine: readonly SpecLink[],
  theirs: readonly SpecLink[],
  rows: readonly Row[],
): readonly SpecLink[] {
  const baseKeys = keysOf(base);
  const mineKeys = keysOf(mine);
  const theirKeys = keysOf(theirs);
  const kept = theirs.filter((link) => mineKeys.has(linkKey(link)) || !baseKeys.has(linkKey(link)));
  const added = mine.filter((link) => !theirKeys.has(linkKey(link)) && !baseKeys.has(linkKey(link)));
  const merged = linksBetween([...kept, ...added], rows);
  return sameLinks(merged, mine) ? mine : merged;
}
