import { type RequirementFile, rowLabelsOf, rowText, textColumnOf } from '@specwright/core';

/** A row the Add Link control can link to. */
export interface LinkTarget {
  readonly id: string;
  readonly label: string;
  readonly text: string;
}

/** The rows a link can be added to from `rowId`: every other row of the spec, in spec order. */
export function linkTargets(file: RequirementFile, rowId: string): LinkTarget[] {
  const textField = textColumnOf(file);
  const labels = rowLabelsOf(
    file,
    file.data.map((row) => row.id),
  );
  return file.data
    .filter((row) => row.id !== rowId)
    .map((row) => ({ id: row.id, label: labels[row.id] ?? row.id, text: rowText(row, textField) }));
}

/**
 * The targets whose id or text holds every word of `query` (any case), at most `limit`; rows whose id
 * starts with the query come first, as typing an id is the quickest way to a row.
 */
export function matchingTargets(targets: readonly LinkTarget[], query: string, limit: number): LinkTarget[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return targets.slice(0, limit);
  const first = words.join(' ');
  const byId: LinkTarget[] = [];
  const others: LinkTarget[] = [];
  for (const target of targets) {
    const label = target.label.toLowerCase();
    const haystack = `${label} ${target.text.toLowerCase()}`;
    if (!words.every((word) => haystack.includes(word))) continue;
    (label.startsWith(first) ? byId : others).push(target);
    if (byId.length >= limit) break;
  }
  return [...byId, ...others].slice(0, limit);
}
