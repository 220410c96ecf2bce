import {
  type CodeScan,
  type CodeTrace,
  type Column,
  driftedRowIds,
  isIdColumn,
  type Row,
  requirementIdOf,
  type UiStyles,
} from '@specwright/core';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { specCodeLinks, specCodeScans, specs } from '../db/schema.js';
import { readRows, type Tx } from '../specs/spec-rows-store.js';

/** A scan still `running` this long after it started was lost (its server stopped): it is marked failed. */
export const CODE_SCAN_TIMEOUT_MS = 10 * 60_000;

export const CODE_SCAN_MESSAGES = {
  lost: 'The scan stopped before it finished (the server stopped or it took over 10 minutes). Scan again.',
  running: 'A scan of this spec is already running. Wait for it to finish.',
  superseded: 'A newer scan of this spec started before this one finished; its links were not kept.',
  branchNotFound: (branch: string) => `The branch ${branch} was not found on the repository.`,
  failed: 'The scan failed. Try again later.',
} as const;

export type CodeScanRecord = typeof specCodeScans.$inferSelect;

/** What a code scan needs of a spec as stored now: its rows and the columns that say which holds the text. */
export interface StoredSpecText {
  data: Row[];
  columns: Column[];
  uiStyles?: UiStyles;
}

export async function readSpecText(tx: Tx, specId: string): Promise<StoredSpecText> {
  const [head] = await tx.select({ data: specs.data }).from(specs).where(eq(specs.id, specId));
  const stored = (typeof head?.data === 'string' ? JSON.parse(head.data) : head?.data) as {
    columns?: Column[];
    uiStyles?: UiStyles;
  } | null;
  return {
    data: await readRows(tx, specId),
    columns: stored?.columns ?? [],
    ...(stored?.uiStyles ? { uiStyles: stored.uiStyles } : {}),
  };
}

/** The rows each id names: the value of the spec's ID column, and every row's own id. */
export function rowsByCodeId(spec: StoredSpecText): Map<string, string[]> {
  const idField = spec.columns.find(isIdColumn)?.field;
  const byId = new Map<string, string[]>();
  const add = (id: string, rowId: string) => {
    const rows = byId.get(id) ?? [];
    if (!rows.includes(rowId)) rows.push(rowId);
    byId.set(id, rows);
  };
  for (const row of spec.data) {
    add(requirementIdOf(row, idField), row.id);
    add(row.id, row.id);
  }
  return byId;
}

export function scanView(record: CodeScanRecord): CodeScan {
  return {
    id: record.id,
    repository_id: record.repositoryId,
    branch: record.branch,
    pattern: record.pattern,
    state: record.state as CodeScan['state'],
    commit: record.commit,
    files_total: record.filesTotal,
    files_scanned: record.filesScanned,
    links_found: record.linksFound,
    error: record.error,
    started_at: record.startedAt.toISOString(),
    finished_at: record.finishedAt?.toISOString() ?? null,
  };
}

/** Marks the scans (of one spec, or all) still running past the timeout failed. */
export async function failLostScans(tx: Tx, specId?: string): Promise<void> {
  const lost = lt(specCodeScans.startedAt, new Date(Date.now() - CODE_SCAN_TIMEOUT_MS));
  await tx
    .update(specCodeScans)
    .set({ state: 'failed', error: CODE_SCAN_MESSAGES.lost, finishedAt: new Date() })
    .where(
      and(eq(specCodeScans.state, 'running'), lost, specId ? eq(specCodeScans.specId, specId) : undefined),
    );
}

/** The spec's last scan and the links of its last finished one, each marked drifted by the rows stored now. */
export async function readCodeTrace(tx: Tx, specId: string): Promise<CodeTrace> {
  await failLostScans(tx, specId);
  const [last] = await tx
    .select()
    .from(specCodeScans)
    .where(eq(specCodeScans.specId, specId))
    .orderBy(desc(specCodeScans.startedAt))
    .limit(1);
  const links = await tx
    .select()
    .from(specCodeLinks)
    .where(eq(specCodeLinks.specId, specId))
    .orderBy(asc(specCodeLinks.path), asc(specCodeLinks.line), asc(specCodeLinks.rowId));
  const views = links.map((link) => ({
    row_id: link.rowId,
    path: link.path,
    line: link.line,
    commit: link.commit,
    fingerprint: link.fingerprint,
  }));
  const drifted = views.length > 0 ? driftedRowIds(await readSpecText(tx, specId), views) : new Set();
  return {
    scan: last ? scanView(last) : null,
    links: views.map((link) => ({ ...link, drifted: drifted.has(link.row_id) })),
  };
}
