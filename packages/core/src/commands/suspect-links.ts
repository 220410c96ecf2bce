import { linkKey, linkTouchesRow, type SpecLink, withoutSuspect } from '../spec/links.js';
import { ROW_SYSTEM_FIELDS, type Row } from '../spec/model.js';
import { isScoreField } from '../spec/score-fields.js';

const NOT_TEXT: ReadonlySet<string> = new Set<string>(ROW_SYSTEM_FIELDS);

/** Whether a field holds what a person wrote in a row: neither a system field nor a score result. */
function isTextField(field: string): boolean {
  return !NOT_TEXT.has(field) && !isScoreField(field);
}

/** Whether two versions of a row differ in a value of a text field (a move or a status change is none). */
export function rowTextChanged(before: Row, after: Row): boolean {
  if (before === after) return false;
  for (const field of Object.keys(after)) {
    if (isTextField(field) && !Object.is(before[field] ?? '', after[field] ?? '')) return true;
  }
  for (const field of Object.keys(before)) {
    if (isTextField(field) && !(field in after) && (before[field] ?? '') !== '') return true;
  }
  return false;
}

/**
 * The settled version a row had before: a row whose proposed change was accepted is compared with the
 * original copy the proposal kept, so accepting marks its links and rejecting marks none.
 */
function settledBefore(row: Row, byId: ReadonlyMap<string, Row>): Row | undefined {
  const previous = byId.get(row.id);
  if (previous?.tempChangeStatus === 'changed-updated' && previous.originalRowId !== undefined) {
    return byId.get(previous.originalRowId) ?? previous;
  }
  return previous;
}

/** The ids of the settled rows whose text differs from their settled version in `before`. */
export function rowsWithChangedText(before: readonly Row[], after: readonly Row[]): Set<string> {
  const changed = new Set<string>();
  let byId: Map<string, Row> | undefined;
  after.forEach((row, index) => {
    if (row === before[index] || row.tempChangeStatus !== 'unchanged') return;
    byId ??= new Map(before.map((old) => [old.id, old]));
    const previous = settledBefore(row, byId);
    if (previous && previous !== row && rowTextChanged(previous, row)) changed.add(row.id);
  });
  return changed;
}

/** `links` with every link from or to one of `rowIds` (rows of this spec) suspect; the same array when none changes. */
export function markSuspect(links: readonly SpecLink[], rowIds: ReadonlySet<string>): readonly SpecLink[] {
  if (rowIds.size === 0) return links;
  let changed = false;
  const marked = links.map((link) => {
    if (link.suspect || (!rowIds.has(link.from) && !(link.toSpec === undefined && rowIds.has(link.to))))
      return link;
    changed = true;
    return { ...link, suspect: true as const };
  });
  return changed ? marked : links;
}

/** What a clear of suspect marks covers: one link, every link from or to a row, or every link. */
export type SuspectScope = { link: SpecLink } | { rowId: string } | 'all';

function inScope(link: SpecLink, scope: SuspectScope): boolean {
  if (scope === 'all') return true;
  if ('rowId' in scope) return linkTouchesRow(link, scope.rowId);
  return linkKey(link) === linkKey(scope.link);
}

/** `links` with the suspect marks of `scope` cleared; the same array when none was suspect. */
export function clearSuspect(links: readonly SpecLink[], scope: SuspectScope): readonly SpecLink[] {
  let changed = false;
  const cleared = links.map((link) => {
    if (!link.suspect || !inScope(link, scope)) return link;
    changed = true;
    return withoutSuspect(link);
  });
  return changed ? cleared : links;
}

/** How many of `links` are suspect. */
export function suspectCount(links: readonly SpecLink[]): number {
  let count = 0;
  for (const link of links) if (link.suspect) count++;
  return count;
}
