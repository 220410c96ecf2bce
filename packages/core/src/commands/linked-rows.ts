import { linkKey, linkOf, type SpecLink } from '../spec/links.js';
import type { RequirementFile, Row } from '../spec/model.js';

/**
 * The file with `rows` added after its last row (each id not yet used; rows whose id is taken are left
 * out) and `links` added where both rows are in the file and the link is new: generated test cases with
 * the `verifies` links to their requirements, in one step.
 */
export function appendLinkedRows(
  file: RequirementFile,
  rows: readonly Row[],
  links: readonly SpecLink[],
): RequirementFile {
  const ids = new Set(file.data.map((row) => row.id));
  const added: Row[] = [];
  for (const row of rows) {
    if (ids.has(row.id)) continue;
    ids.add(row.id);
    added.push({ ...row, rowOrder: file.data.length + added.length + 1, tempChangeStatus: 'unchanged' });
  }
  const known = new Set((file.links ?? []).map(linkKey));
  const newLinks: SpecLink[] = [];
  for (const link of links) {
    const kept = linkOf(link.from, link.to, link.type.trim(), undefined);
    const key = linkKey(kept);
    if (
      kept.type === '' ||
      kept.from === kept.to ||
      !ids.has(kept.from) ||
      !ids.has(kept.to) ||
      known.has(key)
    )
      continue;
    known.add(key);
    newLinks.push(kept);
  }
  if (added.length === 0 && newLinks.length === 0) return file;
  return {
    ...file,
    data: added.length === 0 ? file.data : [...file.data, ...added],
    ...(newLinks.length === 0 ? {} : { links: [...(file.links ?? []), ...newLinks] }),
  };
}
