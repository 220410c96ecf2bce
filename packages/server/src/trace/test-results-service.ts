import { SPEC_MESSAGES, type TestResults } from '@specwright/core';
import { recordAudit } from '../audit/audit-log.js';
import type { SignedInUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { notify } from '../live/live-notices.js';
import { assertSpecRight } from '../specs/spec-policy.js';
import type { SpecsService } from '../specs/specs-service.js';
import type { JunitPool } from './junit-pool.js';
import { insertTestRun, readLastTestRun } from './test-run-store.js';

export interface TestResultsImport {
  name: string;
  junit: string;
  source: 'upload' | 'api';
}

const percent = (coverage: number) => `${Math.round(coverage)}%`;

/**
 * A spec's test results: the last run read by every role; a run imported with the edit right (owners and
 * editors: it changes what everyone sees of the spec, as a save does; reviewers and viewers may not).
 */
export function testResultsService({
  db,
  specs,
  pool,
}: {
  db: Database;
  specs: SpecsService;
  pool: JunitPool;
}) {
  async function last(actor: SignedInUser, specId: string): Promise<TestResults> {
    await assertSpecRight(db, actor, specId, 'read');
    return readLastTestRun(db, specId);
  }

  async function importRun(actor: SignedInUser, specId: string, given: TestResultsImport) {
    await assertSpecRight(db, actor, specId, 'edit');
    const loaded = await specs.load(specId);
    if (!loaded) throw new AppError(404, SPEC_MESSAGES.notFound);
    const read = await pool.read({ junit: given.junit, file: loaded.file });
    if (!read.ok) throw new AppError(read.tooLarge ? 413 : 400, read.message);
    const { run } = read;
    return db.transaction(async (tx) => {
      await assertSpecRight(tx, actor, specId, 'edit');
      const runId = await insertTestRun(tx, {
        specId,
        source: given.source,
        name: given.name,
        createdBy: actor.id,
        run,
      });
      await recordAudit(tx, [
        {
          specId,
          user: actor,
          action: 'tests_imported',
          detail: `${given.name}: ${run.cases} test cases, ${run.passedCases} passed, ${run.failedCases} failed, ${run.skippedCases} skipped; coverage ${percent(run.coverage)}`,
        },
      ]);
      await notify(tx, `x:${specId}:${runId}`);
      return readLastTestRun(tx, specId);
    });
  }

  return { last, import: importRun };
}

export type TestResultsService = ReturnType<typeof testResultsService>;
