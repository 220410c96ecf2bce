import {
  idColumnOf,
  isCrossSpec,
  LINK_TYPES,
  linkKey,
  type RequirementFile,
  type Row,
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

/** Each row's links as views, read by row id: `get` is undefined for a row without links. */
export interface RowLinkViews {
  get(rowId: string): readonly RowLinkView[] | undefined;
  /** How many rows have links. */
  readonly size: number;
}

const NO_VIEWS: RowLinkViews = { get: () => undefined, size: 0 };

/**
 * The links of every row that has links, outgoing first, each with the other row's label and text; a link
 * to a row of another spec named by `targets` (what the server answered of them), outgoing only. Only the
 * links are indexed here; a row's views are made when it is first asked for (the grid asks for the rows it
 * draws), so a spec with 100,000 links opens without making 200,000 views.
 */
export function rowLinkViews(file: RequirementFile, targets?: CrossSpecTargets): RowLinkViews {
  const links = file.links ?? [];
  if (links.length === 0) return NO_VIEWS;
  const byRow = new Map<string, SpecLink[]>();
  const add = (rowId: string, link: SpecLink) => {
    const list = byRow.get(rowId);
    if (list) list.push(link);
    else byRow.set(rowId, [link]);
  };
  for (const link of links) add(link.from, link);
  for (const link of links) if (link.toSpec === undefined) add(link.to, link);
  let rows: Map<string, Row> | undefined;
  const idField = idColumnOf(file);
  const textField = textColumnOf(file);
  const labelOf = (row: Row | undefined, rowId: string) => {
    const shown = row === undefined || idField === undefined ? undefined : row[idField];
    return typeof shown === 'string' && shown.trim() !== '' ? shown.trim() : rowId;
  };
  const viewOf = (rowId: string, link: SpecLink): RowLinkView => {
    if (link.from === rowId && isCrossSpec(link)) {
      const { end, label, text } = crossSpecEnd(link, targets);
      const view = { link, key: `outgoing\u0000${linkKey(link)}`, direction: 'outgoing' as const };
      return {
        ...view,
        phrase: link.type,
        otherId: link.to,
        otherLabel: label,
        otherText: text,
        crossSpec: end,
      };
    }
    const direction: LinkDirection = link.from === rowId ? 'outgoing' : 'incoming';
    const otherId = direction === 'outgoing' ? link.to : link.from;
    rows ??= new Map(file.data.map((row) => [row.id, row]));
    const other = rows.get(otherId);
    return {
      link,
      key: `${direction}\u0000${linkKey(link)}`,
      direction,
      phrase: linkPhrase(link.type, direction),
      otherId,
      otherLabel: labelOf(other, otherId),
      otherText: other === undefined ? '' : rowText(other, textField),
    };
  };
  const made = new Map<string, readonly RowLinkView[]>();
  return {
    size: byRow.size,
    get(rowId) {
      const known = made.get(rowId);
      if (known) return known;
      const rowLinks = byRow.get(rowId);
      if (!rowLinks) return undefined;
      // A link from a row to itself across specs is outgoing only; within the spec from ≠ to.
      const views = rowLinks.map((link) => viewOf(rowId, link));
      made.set(rowId, views);
      return views;
    },
  };
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
