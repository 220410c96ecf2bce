import { LINK_LIMIT_MESSAGES, linkKey, type SpecLink } from '@specwright/core';
import { and, eq, inArray } from 'drizzle-orm';
import { specRows } from '../db/schema.js';
import { specAccessOf } from '../workspaces/spec-access.js';
import type { Tx } from './spec-rows-store.js';

const SPEC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The links to rows of other specs in `after` that `before` did not hold, grouped by their target spec. */
export function addedCrossSpecLinks(
  before: readonly SpecLink[],
  after: readonly SpecLink[],
): Map<string, SpecLink[]> {
  const known = new Set(before.map(linkKey));
  const bySpec = new Map<string, SpecLink[]>();
  for (const link of after) {
    if (link.toSpec === undefined || known.has(linkKey(link))) continue;
    const group = bySpec.get(link.toSpec);
    if (group) group.push(link);
    else bySpec.set(link.toSpec, [link]);
  }
  return bySpec;
}

/**
 * Why the links added to spec `specId` cannot point where they do, or null when they may: each target spec
 * must be another spec every one of `readers` may read (not in the trash) and hold the rows they name. One
 * access query and one row query per target spec; a save without a person adds no link across specs.
 */
export async function crossSpecRefusal(
  tx: Tx,
  specId: string,
  added: ReadonlyMap<string, readonly SpecLink[]>,
  readers: readonly string[],
): Promise<string | null> {
  for (const [targetSpec, links] of added) {
    if (targetSpec === specId) return LINK_LIMIT_MESSAGES.selfSpecTarget;
    if (readers.length === 0 || !SPEC_ID.test(targetSpec))
      return LINK_LIMIT_MESSAGES.targetSpecUnreadable(targetSpec);
    for (const reader of readers) {
      const access = await specAccessOf(tx, reader, targetSpec);
      if (access === null || access.deletedAt !== null)
        return LINK_LIMIT_MESSAGES.targetSpecUnreadable(targetSpec);
    }
    const named = [...new Set(links.map((link) => link.to))];
    const found = await tx
      .select({ id: specRows.rowId })
      .from(specRows)
      .where(and(eq(specRows.specId, targetSpec), inArray(specRows.rowId, named)));
    const present = new Set(found.map((row) => row.id));
    const missing = links.filter((link) => !present.has(link.to)).length;
    if (missing > 0) return LINK_LIMIT_MESSAGES.targetRowsMissing(missing, targetSpec);
  }
  return null;
}
