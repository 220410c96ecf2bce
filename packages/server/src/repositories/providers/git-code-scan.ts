import { idsInLine } from '@specwright/core/trace';
import git from 'isomorphic-git';
import type { GitProgressEvent } from './git-provider.js';
import { readOnlyWorkerFs } from './worker-sync-fs.js';

/** Larger files are not read: generated bundles and data, not code that names requirements. */
export const MAX_SCANNED_FILE_BYTES = 1024 * 1024;
/** The most places one scan keeps; a repository naming ids more often than this is cut there. */
export const MAX_CODE_MATCHES = 50_000;
/** git's own rule: a NUL byte in the first 8,000 bytes makes a file binary. */
const BINARY_PROBE_BYTES = 8000;

export const SCANNING_PHASE = 'Scanning files';

/** One place a known id is named: the id as found, the file and the line (1-based). */
export type CodeMatch = [id: string, path: string, line: number];

export interface CodeScanResult {
  commit: string;
  filesTotal: number;
  filesScanned: number;
  matches: CodeMatch[];
}

type ScanFs = ReturnType<typeof readOnlyWorkerFs>;

async function blobPaths(
  fs: ScanFs,
  gitdir: string,
  tree: string,
  cache: object,
): Promise<{ path: string; oid: string }[]> {
  const files: { path: string; oid: string }[] = [];
  const pending: { prefix: string; oid: string }[] = [{ prefix: '', oid: tree }];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    const { tree: entries } = await git.readTree({ fs, gitdir, oid: folder.oid, cache });
    for (const entry of entries) {
      const path = `${folder.prefix}${entry.path}`;
      if (entry.type === 'tree') pending.push({ prefix: `${path}/`, oid: entry.oid });
      else if (entry.type === 'blob' && entry.mode !== '120000') files.push({ path, oid: entry.oid });
    }
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const isBinary = (bytes: Uint8Array) => bytes.subarray(0, BINARY_PROBE_BYTES).includes(0);

/**
 * Every line of every text file of `commit` that names one of `ids` through `pattern` (binaries and files
 * over 1 MB skipped), in path and line order, each place once per id. Runs in a git worker thread.
 */
export async function scanCommit(input: {
  gitdir: string;
  commit: string;
  pattern: string;
  ids: readonly string[];
  onProgress?: ((event: GitProgressEvent) => void) | undefined;
}): Promise<CodeScanResult> {
  const cache = {};
  const fs = readOnlyWorkerFs();
  const known = new Set(input.ids);
  const regex = new RegExp(input.pattern, 'g');
  const { commit } = await git.readCommit({ fs, gitdir: input.gitdir, oid: input.commit, cache });
  const files = await blobPaths(fs, input.gitdir, commit.tree, cache);
  const matches: CodeMatch[] = [];
  const decoder = new TextDecoder();
  const report = (loaded: number) =>
    input.onProgress?.({ phase: SCANNING_PHASE, loaded, total: files.length });
  report(0);
  let scanned = 0;
  for (const file of files) {
    if (matches.length >= MAX_CODE_MATCHES) break;
    const { blob } = await git.readBlob({ fs, gitdir: input.gitdir, oid: file.oid, cache });
    if (blob.byteLength <= MAX_SCANNED_FILE_BYTES && !isBinary(blob)) {
      const lines = decoder.decode(blob).split('\n');
      for (const [at, line] of lines.entries()) {
        const named = new Set(idsInLine(regex, line).filter((id) => known.has(id)));
        for (const id of named) matches.push([id, file.path, at + 1]);
      }
    }
    scanned += 1;
    report(scanned);
  }
  return { commit: input.commit, filesTotal: files.length, filesScanned: scanned, matches };
}
