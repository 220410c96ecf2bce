import { linkKey, linksBetween, type SpecLink } from '../spec/links.js';
import type { Row } from '../spec/model.js';
import { sameLinks } from './link-diff.js';

const keysOf = (links: readonly SpecLink[]) => new Set(links.map(linkKey));
const byKey = (links: readonly SpecLink[]) => new Map(links.map((link) => [linkKey(link), link]));

/** Their version of a link both sides hold, unless this tab marked or cleared it since the base. */
function suspectStateOf(
  theirs: SpecLink,
  mine: ReadonlyMap<string, SpecLink>,
  base: ReadonlyMap<string, SpecLink>,
): SpecLink {
  const key = linkKey(theirs);
  const own = mine.get(key);
  if (own === undefined || own.suspect === theirs.suspect) return theirs;
  return base.get(key)?.suspect === own.suspect ? theirs : own;
}

/**
 * The links of a three-way merge: the server's links less those this tab removed since the base, plus
 * those this tab added (a link is a set member, so two sides never conflict over one), kept only where
 * both rows are in the merged rows; a suspect mark this tab set or cleared since the base wins. `mine` itself when the merge changes nothing of it.
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
  const mineByKey = byKey(mine);
  const baseByKey = byKey(base);
  const kept = theirs
    .filter((link) => mineKeys.has(linkKey(link)) || !baseKeys.has(linkKey(link)))
    .map((link) => suspectStateOf(link, mineByKey, baseByKey));
  const added = mine.filter((link) => !theirKeys.has(linkKey(link)) && !baseKeys.has(linkKey(link)));
  const merged = linksBetween([...kept, ...added], rows);
  return sameLinks(merged, mine) ? mine : merged;
}
