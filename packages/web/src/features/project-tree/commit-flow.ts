import {
  PROJECT_MESSAGES,
  type ProjectPullRequest,
  pullRequestBody,
  type RequirementChange,
} from '@specwright/core';
import type { RepositoryCommitMode } from '../../state/dialogs';
import { type CommitFile, committedSpecIds } from './commit-plan';
import {
  commitRepositoryFiles,
  createRepositoryBranch,
  createRepositoryPullRequest,
  validateSpecFile,
} from './project-api';

export type CommitMode = RepositoryCommitMode;

/** The commit dialog's title, button and message title in each mode. */
export const COMMIT_TITLES: Record<CommitMode, string> = {
  commit: 'Commit to New Branch',
  pullRequest: 'Create Pull Request',
  commitAndPullRequest: 'Commit and Create Pull Request',
};

export interface CommitRequest {
  mode: CommitMode;
  repositoryId: string;
  baseBranch: string;
  /** The new branch (commit modes) or the branch to open the pull request from (pull request only). */
  branch: string;
  message: string;
  title: string;
  /** The files to write; those written from kept specs name them, so each spec's trail and review status follow. */
  files: CommitFile[];
  changes: { path: string; changes: RequirementChange[] }[];
}

/** Why the form cannot be sent yet (the dialog's own words), or null. */
export function commitFormError(input: {
  mode: CommitMode;
  repositoryId: string | null;
  message: string;
  title: string;
  branch: string;
  fileCount: number;
}): string | null {
  if (!input.repositoryId) return PROJECT_MESSAGES.selectRepository;
  if (input.mode !== 'pullRequest' && !input.message.trim()) return PROJECT_MESSAGES.commitMessage;
  if (input.mode !== 'commit' && !input.title.trim()) return PROJECT_MESSAGES.pullRequestTitle;
  if (input.mode === 'pullRequest' && !input.branch.trim()) return PROJECT_MESSAGES.branchName;
  if (input.mode !== 'pullRequest' && input.fileCount === 0) return 'Choose at least one spec to commit.';
  return null;
}

export type CommitOutcome =
  | { kind: 'committed'; branch: string }
  | { kind: 'pullRequest'; branch: string; pullRequest: ProjectPullRequest };

/** Refuses to commit a spec the server finds broken: its path and what is wrong with it. */
async function checkSpecFiles(files: { path: string; content: string }[]): Promise<void> {
  for (const file of files.filter((entry) => entry.path.toLowerCase().endsWith('.json'))) {
    const errors = await validateSpecFile(file.content);
    if (errors.length > 0) throw new Error(`${file.path}: ${errors.join(' ')}`);
  }
}

/** Checks the specs, creates the feature branch, commits the files and opens the pull request, as the mode asks. */
export async function runCommitFlow(request: CommitRequest): Promise<CommitOutcome> {
  const { repositoryId, baseBranch, branch } = request;
  const specIds = committedSpecIds(request.files);
  if (request.mode !== 'pullRequest') {
    await checkSpecFiles(request.files);
    await createRepositoryBranch(repositoryId, branch, baseBranch);
    await commitRepositoryFiles(repositoryId, {
      branch,
      message: request.message.trim(),
      files: request.files,
      specIds,
    });
    if (request.mode === 'commit') return { kind: 'committed', branch };
  }
  const pullRequest = await createRepositoryPullRequest(repositoryId, {
    title: request.title.trim(),
    body: pullRequestBody(request.changes),
    head: branch,
    base: baseBranch,
    spec_ids: specIds,
  });
  return { kind: 'pullRequest', branch, pullRequest };
}

/** What the dialog says when the flow is done: the pull request opened comes with its link. */
export function outcomeMessage(outcome: CommitOutcome): {
  message: string;
  link?: { href: string; label: string };
} {
  if (outcome.kind === 'committed') return { message: `Committed to the new branch ${outcome.branch}.` };
  const pull = outcome.pullRequest;
  if (pull.kind === 'pushed') return { message: pull.message };
  return {
    message: PROJECT_MESSAGES.pullRequestCreated,
    link: { href: pull.url, label: `Pull request #${pull.number}: ${pull.url}` },
  };
}

/** What a failed flow says, in the dialog or (when it has closed meanwhile) in a message. */
export function commitFailureMessage(error: unknown): string {
  return `Operation failed: ${error instanceof Error ? error.message : String(error)}`;
}
