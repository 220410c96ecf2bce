import { type CodeScan, type CodeTrace, codePatternProblem, DEFAULT_CODE_ID_PATTERN } from '@specwright/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { specCodeScans, specs } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { GitProgressEvent } from '../repositories/providers/git-provider.js';
import { GitProviderError } from '../repositories/providers/git-provider.js';
import type { PlainGitProvider } from '../repositories/providers/plain-git-provider.js';
import type { RepositoriesService } from '../repositories/repositories-service.js';
import {
  assertOwnRepository,
  assertReachableRemote,
  assertUsableStoredUrl,
} from '../repositories/repository-policy.js';
import { assertSpecRight } from '../specs/spec-policy.js';
import { failScan, finishScan, progressWriter } from './code-scan-run.js';
import {
  CODE_SCAN_MESSAGES,
  CODE_SCAN_TIMEOUT_MS,
  type CodeScanRecord,
  failLostScans,
  readCodeTrace,
  readSpecText,
  rowsByCodeId,
  scanView,
} from './code-trace-store.js';

/** The git provider a scan reads a repository through: plain git over https, the token as its password. */
export type CodeScannerFactory = (repository: {
  url: string;
  token: string;
  onProgress?: (event: GitProgressEvent) => void;
  signal?: AbortSignal;
}) => Pick<PlainGitProvider, 'branchExists' | 'scanCode'>;

export interface CodeScansDependencies {
  db: Database;
  repositories: RepositoriesService;
  scannerFor: CodeScannerFactory;
  allowLocalGitRemotes: boolean;
  /** Told a scan's failure that is not a provider's (its message only, never a token). */
  onUnexpected?: (error: unknown) => void;
}

/** A provider failure while checking the branch: the request cannot be done with this repository → 400. */
function asBadRequest(error: unknown): never {
  if (error instanceof GitProviderError) throw new AppError(400, error.message);
  throw error;
}

/** Code scans of a spec: started by editors on their own repositories, run in a git worker thread. */
export function codeScansService({
  db,
  repositories,
  scannerFor,
  allowLocalGitRemotes,
  onUnexpected,
}: CodeScansDependencies) {
  const running = new Map<string, { abort: AbortController; done: Promise<void> }>();

  async function insertRunning(
    actor: Actor,
    specId: string,
    fields: Pick<CodeScanRecord, 'repositoryId' | 'branch' | 'pattern'>,
  ) {
    return db.transaction(async (tx) => {
      // The spec's row is locked so two starts (and a scan writing its links) are told apart.
      await tx.select({ id: specs.id }).from(specs).where(eq(specs.id, specId)).for('update');
      await failLostScans(tx, specId);
      const [busy] = await tx
        .select({ id: specCodeScans.id })
        .from(specCodeScans)
        .where(and(eq(specCodeScans.specId, specId), eq(specCodeScans.state, 'running')));
      if (busy) throw new AppError(409, CODE_SCAN_MESSAGES.running);
      const [created] = await tx
        .insert(specCodeScans)
        .values({ specId, startedBy: actor.id, ...fields, startedAt: sql`now()` })
        .returning();
      if (!created) throw new Error('The scan was not recorded');
      return created;
    });
  }

  async function run(
    scan: CodeScanRecord,
    repository: { url: string; token: string },
    ids: string[],
    abort: AbortController,
  ): Promise<void> {
    const timer = setTimeout(() => abort.abort(), CODE_SCAN_TIMEOUT_MS);
    const progress = progressWriter(db, scan.id);
    try {
      const scanner = scannerFor({ ...repository, onProgress: progress.report, signal: abort.signal });
      const result = await scanner.scanCode(scan.branch, scan.pattern, ids);
      await progress.settled();
      await finishScan(db, scan, result);
    } catch (error) {
      if (!(error instanceof GitProviderError) && !abort.signal.aborted) onUnexpected?.(error);
      await progress.settled();
      await failScan(db, scan.id, error, abort.signal.aborted).catch(onUnexpected);
    } finally {
      clearTimeout(timer);
    }
  }

  async function start(
    actor: Actor,
    specId: string,
    input: { repository_id: string; branch: string; pattern?: string | undefined },
  ): Promise<CodeScan> {
    await assertSpecRight(db, actor, specId, 'edit');
    const repository = assertOwnRepository(actor, await repositories.find(input.repository_id));
    const pattern = input.pattern ?? DEFAULT_CODE_ID_PATTERN;
    const problem = codePatternProblem(pattern);
    if (problem) throw new AppError(400, problem);
    assertUsableStoredUrl(repository.url);
    assertReachableRemote(repository.url, allowLocalGitRemotes);
    const token = repositories.accessTokenOf(repository);
    const exists = await scannerFor({ url: repository.url, token })
      .branchExists(input.branch)
      .catch(asBadRequest);
    if (!exists) throw new AppError(400, CODE_SCAN_MESSAGES.branchNotFound(input.branch));
    const ids = [...rowsByCodeId(await readSpecText(db, specId)).keys()];
    const scan = await insertRunning(actor, specId, {
      repositoryId: repository.id,
      branch: input.branch,
      pattern,
    });
    await repositories.touch(repository.id);
    const abort = new AbortController();
    const done = run(scan, { url: repository.url, token }, ids, abort).finally(() => running.delete(scan.id));
    running.set(scan.id, { abort, done });
    return scanView(scan);
  }

  async function trace(actor: Actor, specId: string): Promise<CodeTrace> {
    await assertSpecRight(db, actor, specId, 'read');
    return readCodeTrace(db, specId);
  }

  /** Stops the scans running on this server (it is closing): each is marked failed, to be run again. */
  async function stopAll(): Promise<void> {
    for (const scan of running.values()) scan.abort.abort();
    await Promise.allSettled([...running.values()].map((scan) => scan.done));
  }

  return { start, trace, stopAll };
}

export type CodeScansService = ReturnType<typeof codeScansService>;
