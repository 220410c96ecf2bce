import type { TestResults } from '@specwright/core';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { specTestRuns, user } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';
import type { ImportedRun } from './junit-import.js';

/** The runs kept per spec: an import removes the ones before the last this many. */
export const KEPT_TEST_RUNS = 20;

/**
 * When the tests ran: the report's timestamp when it is a date of the years 1 to 9999 (PostgreSQL keeps
 * no other, though JavaScript reads them), else now.
 */
export function ranAtOf(given: string | undefined, now: Date): Date {
  const parsed = given === undefined ? Number.NaN : Date.parse(given);
  if (Number.isNaN(parsed)) return now;
  const ranAt = new Date(parsed);
  const year = ranAt.getUTCFullYear();
  return year >= 1 && year <= 9999 ? ranAt : now;
}

export interface NewTestRun {
  specId: string;
  source: 'upload' | 'api';
  name: string;
  createdBy: string;
  run: ImportedRun;
}

/** Stores one imported run and removes the spec's runs before the last `KEPT_TEST_RUNS`; answers its id. */
export async function insertTestRun(tx: Tx, { specId, source, name, createdBy, run }: NewTestRun) {
  const [stored] = await tx
    .insert(specTestRuns)
    .values({
      specId,
      source,
      name,
      createdBy,
      ranAt: ranAtOf(run.ranAt, new Date()),
      cases: run.cases,
      passedCases: run.passedCases,
      failedCases: run.failedCases,
      skippedCases: run.skippedCases,
      coverage: run.coverage,
      requirements: run.requirements,
      unmatched: run.unmatched,
    })
    .returning({ id: specTestRuns.id });
  if (!stored) throw new Error('The test run was not stored');
  const kept = tx
    .select({ id: specTestRuns.id })
    .from(specTestRuns)
    .where(eq(specTestRuns.specId, specId))
    .orderBy(desc(specTestRuns.createdAt), desc(specTestRuns.id))
    .limit(KEPT_TEST_RUNS);
  await tx
    .delete(specTestRuns)
    .where(and(eq(specTestRuns.specId, specId), notInArray(specTestRuns.id, kept)));
  return stored.id;
}

/** The spec's last imported run and what it says of each requirement; no run and no results before one. */
export async function readLastTestRun(tx: Tx, specId: string): Promise<TestResults> {
  const [found] = await tx
    .select({ run: specTestRuns, creatorName: user.name })
    .from(specTestRuns)
    .leftJoin(user, eq(user.id, specTestRuns.createdBy))
    .where(eq(specTestRuns.specId, specId))
    .orderBy(desc(specTestRuns.createdAt), desc(specTestRuns.id))
    .limit(1);
  if (!found) return { run: null, requirements: [] };
  const { run, creatorName } = found;
  return {
    run: {
      id: run.id,
      source: run.source === 'api' ? 'api' : 'upload',
      name: run.name,
      ran_at: run.ranAt.toISOString(),
      created_at: run.createdAt.toISOString(),
      created_by:
        run.createdBy === null || creatorName === null ? null : { id: run.createdBy, name: creatorName },
      cases: run.cases,
      passed_cases: run.passedCases,
      failed_cases: run.failedCases,
      skipped_cases: run.skippedCases,
      coverage: run.coverage,
      unmatched: run.unmatched,
    },
    requirements: run.requirements,
  };
}
