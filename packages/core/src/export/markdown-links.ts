import type { SpecLink } from '../spec/links.js';
import type { RequirementFile, Row } from '../spec/model.js';
import { cellText, markdownInline } from './markdown-text.js';

/** Each row's links out and in, and the id each row is known by, built once for a whole export. */
export interface LinkIndex {
  readonly outgoing: ReadonlyMap<string, readonly SpecLink[]>;
  readonly incoming: ReadonlyMap<string, readonly SpecLink[]>;
  readonly labels: ReadonlyMap<string, string>;
}

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

export function linkIndexOf(file: RequirementFile, idField: string | undefined): LinkIndex {
  const links = file.links ?? [];
  const labels = new Map<string, string>();
  if (links.length > 0) for (const row of file.data) labels.set(row.id, requirementIdOf(row, idField));
  return {
    outgoing: grouped(links, (link) => link.from),
    incoming: grouped(links, (link) => link.to),
    labels,
  };
}

const labelOf = (index: LinkIndex, rowId: string) => markdownInline(index.labels.get(rowId) ?? rowId);

/**
 * A row's links as list items: `- **Links:** verifies REQ-1 · refines REQ-4` for the rows it links to, and
 * `- **Linked from:** TEST-3 verifies` for the rows that link to it.
 */
export function linkItems(row: Row, index: LinkIndex): string[] {
  const outgoing = index.outgoing.get(row.id) ?? [];
  const incoming = index.incoming.get(row.id) ?? [];
  const items: string[] = [];
  if (outgoing.length > 0) {
    const named = outgoing.map((link) => `${markdownInline(link.type)} ${labelOf(index, link.to)}`);
    items.push(`- **Links:** ${named.join(SEPARATOR)}`);
  }
  if (incoming.length > 0) {
    const named = incoming.map((link) => `${labelOf(index, link.from)} ${markdownInline(link.type)}`);
    items.push(`- **Linked from:** ${named.join(SEPARATOR)}`);
  }
  return items;
}
