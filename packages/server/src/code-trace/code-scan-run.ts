import { requirementTextFingerprint } from '@specwright/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specCodeLinks, specCodeScans, specs } from '../db/schema.js';
import {
  CODE_LINKS_LIMIT_MESSAGE,
  type CodeScanResult,
  MAX_CODE_LINKS,
  SCANNING_PHASE,
} from '../repositories/providers/git-code-scan.js';
import type { GitProgressEvent } from '../repositories/providers/git-provider.js';
import { GitProviderError } from '../repositories/providers/git-provider.js';
import type { Tx } from '../specs/spec-rows-store.js';
import type { CodeScanRecord } from './code-trace-store.js';
import { CODE_SCAN_MESSAGES, readSpecText, rowsByCodeId } from './code-trace-store.js';

/** The scan's progress is written at most this often (the app polls the scan every second). */
const PROGRESS_WRITE_MS = 250;
/** Links inserted per statement. */
const LINKS_PER_STATEMENT = 1000;

/**
 * Writes a running scan's progress (files total and scanned) at most every 250 ms, one write at a time;
 * `settled()` waits for the last one.
 */
export function progressWriter(db: Database, scanId: string) {
  let written = 0;
  let writing: Promise<unknown> = Promise.resolve();
  let busy = false;
  return {
    report(event: GitProgressEvent) {
      if (event.phase !== SCANNING_PHASE || busy || Date.now() - written < PROGRESS_WRITE_MS) return;
      busy = true;
      written = Date.now();
      writing = db
        .update(specCodeScans)
        .set({ filesTotal: event.total ?? 0, filesScanned: event.loaded })
        .where(eq(specCodeScans.id, scanId))
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    },
    settled: () => writing,
  };
}

type CodeLinkRecord = typeof specCodeLinks.$inferInsert;

/** The latest scan started of the scan's spec is this one, still running; the spec's row locked meanwhile. */
async function isLatestRunning(tx: Tx, scan: CodeScanRecord): Promise<boolean> {
  // Locked as a start locks it: no scan of the spec starts until this one's links are written.
  await tx.select({ id: specs.id }).from(specs).where(eq(specs.id, scan.specId)).for('update');
  const [latest] = await tx
    .select({ id: specCodeScans.id, state: specCodeScans.state })
    .from(specCodeScans)
    .where(eq(specCodeScans.specId, scan.specId))
    .orderBy(desc(specCodeScans.startedAt), desc(specCodeScans.id))
    .limit(1);
  return latest?.id === scan.id && latest.state === 'running';
}

/**
 * The links of the scan's places, each row named once per file and line, or null past `MAX_CODE_LINKS`.
 * A link keeps the fingerprint of the row's text as it was when the row was first found in that file at
 * that commit (a rescan of an unchanged commit leaves a drifted row drifted); a link new at this commit
 * takes the text as stored now.
 */
async function linksOf(
  tx: Tx,
  scan: CodeScanRecord,
  result: CodeScanResult,
): Promise<CodeLinkRecord[] | null> {
  const spec = await readSpecText(tx, scan.specId);
  const rowsOf = rowsByCodeId(spec);
  const fingerprints = new Map(spec.data.map((row) => [row.id, requirementTextFingerprint(spec, row)]));
  const earlier = await tx
    .select({
      rowId: specCodeLinks.rowId,
      path: specCodeLinks.path,
      commit: specCodeLinks.commit,
      fingerprint: specCodeLinks.fingerprint,
    })
    .from(specCodeLinks)
    .where(eq(specCodeLinks.specId, scan.specId));
  const kept = new Map(
    earlier.map((link) => [`${link.rowId}\u0000${link.path}\u0000${link.commit}`, link.fingerprint]),
  );
  const seen = new Set<string>();
  const links: CodeLinkRecord[] = [];
  for (const [id, path, line] of result.matches) {
    for (const rowId of rowsOf.get(id) ?? []) {
      const key = `${rowId}\u0000${path}\u0000${line}`;
      const fingerprint = kept.get(`${rowId}\u0000${path}\u0000${result.commit}`) ?? fingerprints.get(rowId);
      if (seen.has(key) || fingerprint === undefined) continue;
      if (links.length === MAX_CODE_LINKS) return null;
      seen.add(key);
      links.push({
        specId: scan.specId,
        scanId: scan.id,
        rowId,
        path,
        line,
        commit: result.commit,
        fingerprint,
      });
    }
  }
  return links;
}

/**
 * One transaction: the scan's links replace the spec's earlier links, and the scan is done. A scan that is
 * no longer the spec's latest started (or was marked lost meanwhile) writes nothing; one with more than
 * `MAX_CODE_LINKS` links fails, the earlier links kept.
 */
export async function finishScan(db: Database, scan: CodeScanRecord, result: CodeScanResult): Promise<void> {
  await db.transaction(async (tx) => {
    const stillRunning = and(eq(specCodeScans.id, scan.id), eq(specCodeScans.state, 'running'));
    if (!(await isLatestRunning(tx, scan))) {
      await tx
        .update(specCodeScans)
        .set({ state: 'failed', error: CODE_SCAN_MESSAGES.superseded, finishedAt: new Date() })
        .where(stillRunning);
      return;
    }
    const links = await linksOf(tx, scan, result);
    if (links === null) {
      await tx
        .update(specCodeScans)
        .set({ state: 'failed', error: CODE_LINKS_LIMIT_MESSAGE, finishedAt: new Date() })
        .where(stillRunning);
      return;
    }
    await tx.delete(specCodeLinks).where(eq(specCodeLinks.specId, scan.specId));
    for (let start = 0; start < links.length; start += LINKS_PER_STATEMENT)
      await tx.insert(specCodeLinks).values(links.slice(start, start + LINKS_PER_STATEMENT));
    await tx
      .update(specCodeScans)
      .set({
        state: 'done',
        commit: result.commit,
        filesTotal: result.filesTotal,
        filesScanned: result.filesScanned,
        linksFound: links.length,
        finishedAt: new Date(),
      })
      .where(eq(specCodeScans.id, scan.id));
  });
}

/** The scan failed: a provider's message (safe to show, never the token), or the lost or general one. */
export async function failScan(
  db: Database,
  scanId: string,
  error: unknown,
  timedOut: boolean,
): Promise<void> {
  const message = timedOut
    ? CODE_SCAN_MESSAGES.lost
    : error instanceof GitProviderError
      ? error.message
      : CODE_SCAN_MESSAGES.failed;
  await db
    .update(specCodeScans)
    .set({ state: 'failed', error: message, finishedAt: new Date() })
    .where(eq(specCodeScans.id, scanId));
}
