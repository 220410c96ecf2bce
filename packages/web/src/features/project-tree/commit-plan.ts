import {
  importSpecText,
  type RequirementChange,
  type RequirementFile,
  requirementChanges,
  toJson,
  toMarkdown,
} from '@specwright/core';
import { fetchRepositoryFile } from './project-api';
import type { RepositoryOrigin } from './repository-origins';

/** One open spec that can be committed: its file, and the path it goes to in the repository. */
export interface CommitCandidate {
  file: RequirementFile;
  /** Its own path when it was opened from this repository; otherwise null (it goes under the chosen folder). */
  ownPath: string | null;
  /** The spec kept in the account that the file is linked to, or null for a file kept only in the browser. */
  specId: string | null;
}

/** A file written by a commit; `spec_id` names the kept spec it was written from. */
export interface CommitFile {
  path: string;
  content: string;
  spec_id?: string;
}

/** A file name made from a spec's title: lower case, words joined by dashes, `.json`. */
export function fileNameFor(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/\.json$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'spec'}.json`;
}

/** Where a candidate is written: its own path, or `<folder>/<name>.json`. */
export function commitPath(candidate: CommitCandidate, folder: string): string {
  if (candidate.ownPath) return candidate.ownPath;
  const cleanFolder = folder.trim().replace(/^\/+|\/+$/g, '');
  return cleanFolder
    ? `${cleanFolder}/${fileNameFor(candidate.file.title)}`
    : fileNameFor(candidate.file.title);
}

/** The candidates among the open specs: a spec opened from this repository keeps its own path. */
export function commitCandidates(
  files: readonly RequirementFile[],
  origins: Readonly<Record<string, RepositoryOrigin>>,
  repositoryId: string | null,
  keptSpecIds: Readonly<Record<string, string>> = {},
): CommitCandidate[] {
  return files.map((file) => {
    const origin = origins[file.id];
    return {
      file,
      ownPath: origin && origin.repositoryId === repositoryId ? origin.path : null,
      specId: keptSpecIds[file.id] ?? null,
    };
  });
}

/** The JSON (and, when asked, Markdown beside it) written for each spec, naming the kept spec it comes from. */
export function commitFiles(
  specs: readonly { file: RequirementFile; path: string; specId?: string | null }[],
  withMarkdown: boolean,
): CommitFile[] {
  return specs.flatMap(({ file, path, specId }) => {
    const kept = specId ? { spec_id: specId } : {};
    return [
      { path, content: `${toJson(file)}\n`, ...kept },
      ...(withMarkdown
        ? [{ path: path.replace(/\.json$/i, '.md'), content: toMarkdown(file), ...kept }]
        : []),
    ];
  });
}

/** The kept specs a commit's files were written from, each once. */
export function committedSpecIds(files: readonly CommitFile[]): string[] {
  return [...new Set(files.flatMap((file) => (file.spec_id ? [file.spec_id] : [])))];
}

/** A new branch's name: `feature/<UTC timestamp>-specwright`. */
export function featureBranchName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `feature/${stamp}-specwright`;
}

/** What changes in a spec's requirements against the version on the base branch (none there: all added). */
export async function changesAgainstRepository(
  repositoryId: string,
  path: string,
  baseBranch: string,
  file: RequirementFile,
): Promise<RequirementChange[]> {
  let before = null;
  try {
    const imported = importSpecText(await fetchRepositoryFile(repositoryId, path, baseBranch), 'repository');
    if (imported.ok) before = imported.spec;
  } catch {
    // Not in the repository yet (or unreadable): every requirement counts as added.
  }
  return requirementChanges(before, {
    columns: file.columns,
    rows: file.data,
    ...(file.uiStyles ? { uiStyles: file.uiStyles } : {}),
  });
}
