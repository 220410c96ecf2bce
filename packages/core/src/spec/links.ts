import { isRecord } from './guards.js';

/** The link types a user picks from; a link imported from ReqIF may carry its relation type's own name. */
export const LINK_TYPES = ['derives from', 'refines', 'verifies', 'depends on', 'conflicts with'] as const;

/** The most characters of a link type (a ReqIF relation type's name is kept as it is, up to this). */
export const MAX_LINK_TYPE_LENGTH = 200;

/**
 * A link from one row of a spec to another: `from` derives from / refines / verifies … `to`.
 * Links are kept beside the rows, in the spec file, so a row's cells stay plain values.
 */
export interface SpecLink {
  readonly from: string;
  readonly to: string;
  readonly type: string;
  /** The account id of the spec `to` is a row of, when it is another spec (a link across specs). */
  readonly toSpec?: string;
  /** Set when a row at either end changed its text since someone last checked the link (cleared by hand). */
  readonly suspect?: true;
}

/**
 * The version of the saved format written today. Version 1 (files without `formatVersion`) had no links;
 * reading it gives a spec without links, so older files open unchanged.
 */
export const SPEC_FORMAT_VERSION = 2;

export const LINK_MESSAGES = {
  skippedLinks: (count: number) =>
    `Skipped ${count === 1 ? 'a link' : `${count.toLocaleString('en')} links`} that ${count === 1 ? 'does' : 'do'} not join two rows of this spec.`,
  newerFormat: (version: number) =>
    `This file was written in format version ${version}; this Specwright reads up to version ${SPEC_FORMAT_VERSION}, so parts of it may be missing.`,
} as const;

/** The key that tells two links apart: a row links to another row at most once per type. */
export function linkKey(link: SpecLink): string {
  return `${link.from}\u0000${link.toSpec ?? ''}\u0000${link.to}\u0000${link.type}`;
}

/** Whether two links are the same link in the same suspect state. */
export function sameLinkState(a: SpecLink, b: SpecLink): boolean {
  return linkKey(a) === linkKey(b) && a.suspect === b.suspect;
}

/** Whether a link points to a row of another spec (its `to` is not a row of this one). */
export function isCrossSpec(link: SpecLink): link is SpecLink & { readonly toSpec: string } {
  return link.toSpec !== undefined;
}

/** Whether `rowId`, a row of this spec, is the link's `to` (a link across specs points to none of them). */
export function linksToRow(link: SpecLink, rowId: string): boolean {
  return link.toSpec === undefined && link.to === rowId;
}

/** Whether a link starts or ends at `rowId`, a row of this spec. */
export function linkTouchesRow(link: SpecLink, rowId: string): boolean {
  return link.from === rowId || linksToRow(link, rowId);
}

/** The link as kept: its target spec when it is another one, its suspect mark only when it is set. */
export function linkOf(from: string, to: string, type: string, suspect: unknown, toSpec?: unknown): SpecLink {
  const base = typeof toSpec === 'string' && toSpec !== '' ? { from, toSpec, to, type } : { from, to, type };
  return suspect === true ? { ...base, suspect: true } : base;
}

/** The same link without its suspect mark. */
export function withoutSuspect(link: SpecLink): SpecLink {
  return linkOf(link.from, link.to, link.type, undefined, link.toSpec);
}

function toLink(candidate: unknown): SpecLink | undefined {
  if (!isRecord(candidate)) return undefined;
  const { from, to, type, suspect, toSpec } = candidate;
  if (typeof from !== 'string' || typeof to !== 'string' || typeof type !== 'string') return undefined;
  if (toSpec !== undefined && (typeof toSpec !== 'string' || toSpec === '')) return undefined;
  const trimmed = type.trim().slice(0, MAX_LINK_TYPE_LENGTH);
  if ((from === to && toSpec === undefined) || trimmed === '') return undefined;
  return linkOf(from, to, trimmed, suspect, toSpec);
}

/** Whether both ends of a link are here: its `from` row always, its `to` row when it is a row of this spec. */
function endsKept(link: SpecLink, rowIds: ReadonlySet<string>): boolean {
  return rowIds.has(link.from) && (link.toSpec !== undefined || rowIds.has(link.to));
}

/**
 * The links of an imported file that join two of its rows, or one of its rows to a row of another spec
 * (`toSpec`, whose row is not checked here), each once, in file order. A link from or to a row the file does
 * not hold (or an entry that is not a link) is skipped with a warning, never silently.
 */
export function normaliseLinks(input: unknown, rowIds: ReadonlySet<string>, warnings: string[]): SpecLink[] {
  if (input === undefined || input === null) return [];
  const entries = Array.isArray(input) ? input : [input];
  const links: SpecLink[] = [];
  const seen = new LinkSet();
  let skipped = 0;
  for (const entry of entries) {
    const link = toLink(entry);
    if (!link || !endsKept(link, rowIds)) {
      skipped++;
      continue;
    }
    if (seen.add(link)) links.push(link);
  }
  if (skipped > 0) warnings.push(LINK_MESSAGES.skippedLinks(skipped));
  return links;
}

/** How many types of link between two rows are compared one by one before they are kept in a set. */
const TYPES_IN_A_LIST = 16;

/**
 * The links seen so far, told apart as `linkKey` does. They are found by their ids (whose hashes the row
 * check has already made) one after the other, rather than by a new key text per link: half the time for
 * 100,000 links.
 */
class LinkSet {
  /** By target spec ('' for this one), `from` and `to`: the types of link between the two rows. */
  private readonly types = new Map<string, Map<string, Map<string, string[] | Set<string>>>>();

  /** Adds the link; false when it was already here. */
  add(link: SpecLink): boolean {
    const byFrom = getOrAdd(this.types, link.toSpec ?? '', () => new Map());
    const byTo = getOrAdd(byFrom, link.from, () => new Map());
    const known = byTo.get(link.to);
    if (!known) byTo.set(link.to, [link.type]);
    else if (Array.isArray(known)) {
      if (known.includes(link.type)) return false;
      known.push(link.type);
      if (known.length > TYPES_IN_A_LIST) byTo.set(link.to, new Set(known));
    } else {
      if (known.has(link.type)) return false;
      known.add(link.type);
    }
    return true;
  }
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** The links whose rows are still in `rows` (a link across specs: its `from` row); the same array when none is dropped. */
export function linksBetween(
  links: readonly SpecLink[],
  rows: readonly { readonly id: string }[],
): readonly SpecLink[] {
  if (links.length === 0) return links;
  const ids = new Set(rows.map((row) => row.id));
  const kept = links.filter((link) => endsKept(link, ids));
  return kept.length === links.length ? links : kept;
}

/** The links from or to `rowId`, outgoing first (a link from another spec is never incoming here). */
export function linksOfRow(
  links: readonly SpecLink[],
  rowId: string,
): { outgoing: SpecLink[]; incoming: SpecLink[] } {
  return {
    outgoing: links.filter((link) => link.from === rowId),
    incoming: links.filter((link) => linksToRow(link, rowId)),
  };
}
