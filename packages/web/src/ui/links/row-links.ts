import {
  isCrossSpec,
  LINK_TYPES,
  linkKey,
  type RequirementFile,
  rowLabelsOf,
  rowText,
  type SpecLink,
  textColumnOf,
} from '@specwright/core';
import { type CrossSpecEnd, type CrossSpecTargets, crossSpecEnd } from './cross-spec-views';

export type LinkDirection = 'outgoing' | 'incoming';

/** One link as a row sees it: what it says from this row's side and the row at its other end. */
export interface RowLinkView {
  readonly link: SpecLink;
  readonly key: string;
  readonly direction: LinkDirection;
  /** The link as read from this row: "verifies", "verified by", or "← Satisfies" for a type of its own. */
  readonly phrase: string;
  readonly otherId: string;
  /** The other row's visible id (its ID column, or its row id). */
  readonly otherLabel: string;
  readonly otherText: string;
  /** Set for a link to a row of another spec: which row, and what became of it. */
  readonly crossSpec?: CrossSpecEnd;
}

/** How a row reads a link of a known type that points at it. */
const INCOMING_PHRASES: Readonly<Record<string, string>> = {
  'derives from': 'source of',
  refines: 'refined by',
  verifies: 'verified by',
  'depends on': 'needed by',
  'conflicts with': 'conflicts with',
};

/** A link type as a row reads it, from its own side of the link. */
export function linkPhrase(type: string, direction: LinkDirection): string {
  if (direction === 'outgoing') return type;
  return INCOMING_PHRASES[type] ?? `← ${type}`;
}

/** The types a link's type select offers: the chosen ones, then the link's own type when it is another name. */
export function linkTypeChoices(current?: string): string[] {
  const known: readonly string[] = LINK_TYPES;
  return current === undefined || known.includes(current) ? [...known] : [...known, current];
}

/** A link in words, for titles and screen readers: "REQ-1 verifies REQ-2". */
export function linkSentence(view: RowLinkView, rowLabel: string): string {
  return view.direction === 'outgoing'
    ? `${rowLabel} ${view.link.type} ${view.otherLabel}`
    : `${view.otherLabel} ${view.link.type} ${rowLabel}`;
}

/**
 * The links of every row that has links, outgoing first, each with the other row's label and text; a link
 * to a row of another spec named by `targets` (what the server answered of them), outgoing only.
 */
export function rowLinkViews(
  file: RequirementFile,
  targets?: CrossSpecTargets,
): ReadonlyMap<string, readonly RowLinkView[]> {
  const links = file.links ?? [];
  const byRow = new Map<string, RowLinkView[]>();
  if (links.length === 0) return byRow;
  const ids = new Set(
    links.flatMap((link) => (link.toSpec === undefined ? [link.from, link.to] : [link.from])),
  );
  const labels = rowLabelsOf(file, ids);
  const textField = textColumnOf(file);
  const texts = new Map<string, string>();
  for (const row of file.data) if (ids.has(row.id)) texts.set(row.id, rowText(row, textField));
  const add = (rowId: string, view: RowLinkView) => {
    const list = byRow.get(rowId);
    if (list) list.push(view);
    else byRow.set(rowId, [view]);
  };
  const viewOf = (link: SpecLink, direction: LinkDirection): RowLinkView => {
    const otherId = direction === 'outgoing' ? link.to : link.from;
    return {
      link,
      key: `${direction}\u0000${linkKey(link)}`,
      direction,
      phrase: linkPhrase(link.type, direction),
      otherId,
      otherLabel: labels[otherId] ?? otherId,
      otherText: texts.get(otherId) ?? '',
    };
  };
  const crossViewOf = (link: SpecLink & { readonly toSpec: string }): RowLinkView => {
    const { end, label, text } = crossSpecEnd(link, targets);
    return {
      link,
      key: `outgoing\u0000${linkKey(link)}`,
      direction: 'outgoing',
      phrase: link.type,
      otherId: link.to,
      otherLabel: label,
      otherText: text,
      crossSpec: end,
    };
  };
  for (const link of links) add(link.from, isCrossSpec(link) ? crossViewOf(link) : viewOf(link, 'outgoing'));
  for (const link of links) if (link.toSpec === undefined) add(link.to, viewOf(link, 'incoming'));
  return byRow;
}

/** How many of a row's links are suspect. */
export function suspectViews(views: readonly RowLinkView[]): number {
  return views.filter((view) => view.link.suspect).length;
}

/** The Links column's and the panel's name for a row's suspect links: "2 suspect links". */
export function suspectLinksName(count: number): string {
  return count === 1 ? '1 suspect link' : `${count.toLocaleString('en')} suspect links`;
}

/** Why a link is marked: "Suspect: REQ-1 or TC-1 changed since this link was checked." */
export function suspectReason(view: RowLinkView, rowLabel: string): string {
  return `Suspect: ${rowLabel} or ${view.otherLabel} changed since this link was checked.`;
}

/** A row's links in one line: "verifies REQ-1, verified by REQ-3". */
export function linksSummary(views: readonly RowLinkView[]): string {
  return views.map((view) => `${view.phrase} ${view.otherLabel}`).join(', ');
}
