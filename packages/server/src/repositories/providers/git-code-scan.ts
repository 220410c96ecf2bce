import { compileCodePattern, idsInLine } from '@specwright/core/trace';
import git from 'isomorphic-git';
import { type GitProgressEvent, GitProviderError } from './git-provider.js';
import { readOnlyWorkerFs } from './worker-sync-fs.js';

/** Larger files are not read: generated bundles and data, not code that names requirements. */
export const MAX_SCANNED_FILE_BYTES = 1024 * 1024;
/** The most links one scan keeps, checked at each place found and again at each link written. */
export const MAX_CODE_LINKS = 50_000;
/** A scan that finds more places than `MAX_CODE_LINKS` stops and fails with this, its links not kept. */
export const CODE_LINKS_LIMIT_MESSAGE =
  "The scan stopped: the code names the spec's requirements in more than 50,000 places, the most one scan keeps. Scan with a narrower pattern or a branch with fewer files.";
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
 * over 1 MB skipped), in path and line order, each place once per id. Runs in a git worker thread; fails
 * at the place after `MAX_CODE_LINKS`.
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
  const pattern = compileCodePattern(input.pattern);
  const { commit } = await git.readCommit({ fs, gitdir: input.gitdir, oid: input.commit, cache });
  const files = await blobPaths(fs, input.gitdir, commit.tree, cache);
  const matches: CodeMatch[] = [];
  const decoder = new TextDecoder();
  const report = (loaded: number) =>
    input.onProgress?.({ phase: SCANNING_PHASE, loaded, total: files.length });
  report(0);
  let scanned = 0;
  for (const file of files) {
    const { blob } = await git.readBlob({ fs, gitdir: input.gitdir, oid: file.oid, cache });
    if (blob.byteLength <= MAX_SCANNED_FILE_BYTES && !isBinary(blob)) {
      const lines = decoder.decode(blob).split('\n');
      for (const [at, line] of lines.entries()) {
        const named = new Set(idsInLine(pattern, line).filter((id) => known.has(id)));
        for (const id of named) {
          if (matches.length === MAX_CODE_LINKS) throw new GitProviderError(422, CODE_LINKS_LIMIT_MESSAGE);
          matches.push([id, file.path, at + 1]);
        }
      }
    }
    scanned += 1;
    report(scanned);
  }
  return { commit: input.commit, filesTotal: files.length, filesScanned: scanned, matches };
}
