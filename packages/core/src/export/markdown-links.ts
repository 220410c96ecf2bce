import { linksToRow, type SpecLink } from '../spec/links.js';
import type { RequirementFile, Row } from '../spec/model.js';
import { cellText, markdownInline } from './markdown-text.js';

/** Each row's links out and in, and the id each row is known by, built once for a whole export. */
export interface LinkIndex {
  readonly outgoing: ReadonlyMap<string, readonly SpecLink[]>;
  readonly incoming: ReadonlyMap<string, readonly SpecLink[]>;
  readonly labels: ReadonlyMap<string, string>;
  readonly targets: LinkTargetNames;
}

/** How a row of another spec is named: its spec's title and the row's visible id. */
export interface LinkTargetName {
  readonly spec: string;
  readonly row: string;
}

/** The names of the rows of other specs a spec links to, by `linkTargetKey`. */
export type LinkTargetNames = ReadonlyMap<string, LinkTargetName>;

/** The key of a row of another spec in `LinkTargetNames`. */
export const linkTargetKey = (specId: string, rowId: string) => `${specId}\u0000${rowId}`;

const SEPARATOR = ' · ';

function grouped(links: readonly SpecLink[], by: (link: SpecLink) => string): Map<string, SpecLink[]> {
  const groups = new Map<string, SpecLink[]>();
  for (const link of links) {
    const key = by(link);
    const group = groups.get(key);
    if (group) group.push(link);
    else groups.set(key, [link]);
  }
  return groups;
}

/** The id a row is known by: its ID column's value when the spec has one, else the row id. */
export function requirementIdOf(row: Row, idField: string | undefined): string {
  const shown = idField === undefined ? '' : cellText(row[idField]).trim();
  return shown === '' ? row.id : shown;
}

export function linkIndexOf(
  file: RequirementFile,
  idField: string | undefined,
  targets: LinkTargetNames = new Map(),
): LinkIndex {
  const links = file.links ?? [];
  const labels = new Map<string, string>();
  if (links.length > 0) for (const row of file.data) labels.set(row.id, requirementIdOf(row, idField));
  return {
    outgoing: grouped(links, (link) => link.from),
    incoming: grouped(
      links.filter((link) => linksToRow(link, link.to)),
      (link) => link.to,
    ),
    labels,
    targets,
  };
}

const labelOf = (index: LinkIndex, rowId: string) => markdownInline(index.labels.get(rowId) ?? rowId);

/** The row a link points to: `REQ-1` here, `Tests spec › T-3` in another spec (its id when its name is unknown). */
function targetOf(index: LinkIndex, link: SpecLink): string {
  if (link.toSpec === undefined) return labelOf(index, link.to);
  const name = index.targets.get(linkTargetKey(link.toSpec, link.to));
  return markdownInline(name ? `${name.spec} › ${name.row}` : `${link.toSpec} › ${link.to}`);
}

/**
 * A row's links as list items: `- **Links:** verifies REQ-1 · refines REQ-4` for the rows it links to, and
 * `- **Linked from:** TEST-3 verifies` for the rows that link to it; a row of another spec is
 * `verifies Tests spec › T-3`.
 */
export function linkItems(row: Row, index: LinkIndex): string[] {
  const outgoing = index.outgoing.get(row.id) ?? [];
  const incoming = index.incoming.get(row.id) ?? [];
  const items: string[] = [];
  if (outgoing.length > 0) {
    const named = outgoing.map((link) => `${markdownInline(link.type)} ${targetOf(index, link)}`);
    items.push(`- **Links:** ${named.join(SEPARATOR)}`);
  }
  if (incoming.length > 0) {
    const named = incoming.map((link) => `${labelOf(index, link.from)} ${markdownInline(link.type)}`);
    items.push(`- **Linked from:** ${named.join(SEPARATOR)}`);
  }
  return items;
}
