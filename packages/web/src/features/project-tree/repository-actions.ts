import { type AnyAction, always } from '../../actions/action-types';
import type { DialogControl, DialogPropsByKind } from '../../state/dialogs';
import {
  COMMIT_TITLES,
  type CommitRequest,
  commitFailureMessage,
  outcomeMessage,
  runCommitFlow,
} from './commit-flow';
import { featureBranchName } from './commit-plan';

/** How the dialog that started a commit or pull request hears how it went. */
export interface CommitReport {
  /** The repository changed (the dialog loads its tree again). */
  onDone?: () => void;
  /** Says a failure inside the dialog; false when the dialog has closed meanwhile (a message says it then). */
  onFailure?: (message: string) => boolean;
}

/** Commit to New Branch: the specs' files, and a pull request from the new branch when asked. */
export interface NewBranchCommit extends CommitReport {
  repositoryId: string;
  baseBranch: string;
  message: string;
  files: CommitRequest['files'];
  /** Also opens a pull request into the base branch, its body listing the requirement changes. */
  pullRequest?: { title: string; changes: CommitRequest['changes'] };
}

/** Create Pull Request from a branch already in the repository. */
export interface PullRequestFromBranch extends CommitReport {
  repositoryId: string;
  baseBranch: string;
  branch: string;
  title: string;
}

/** Runs the commit flow and says its outcome (the pull request's link) or its failure. */
async function runAndReport(
  dialogs: DialogControl,
  request: CommitRequest,
  { onDone, onFailure }: CommitReport,
): Promise<void> {
  const title = COMMIT_TITLES[request.mode];
  try {
    const outcome = await runCommitFlow(request);
    onDone?.();
    // In place of the commit dialog (one dialog shows at a time).
    dialogs.open('info', { title, ...outcomeMessage(outcome) });
  } catch (error) {
    const message = commitFailureMessage(error);
    if (!onFailure?.(message)) dialogs.open('info', { title, message });
  }
}

/** The project tree's repository operations: add a repository, commit specs to it, open pull requests. */
export const repositoryActions = [
  {
    id: 'repositories.add',
    label: 'Add Repository',
    isEnabled: always,
    run: ({ dialogs }, { userId }: DialogPropsByKind['addRepository']) =>
      dialogs.open('addRepository', { userId }),
  },
  {
    id: 'repositories.commit',
    label: 'Commit…',
    isEnabled: always,
    // The commit dialog in one of its modes: commit, pull request, or both.
    run: ({ dialogs }, props: DialogPropsByKind['repositoryCommit']) =>
      dialogs.open('repositoryCommit', props),
  },
  {
    id: 'repositories.commitToNewBranch',
    label: COMMIT_TITLES.commit,
    isEnabled: always,
    run: ({ dialogs }, { pullRequest, onDone, onFailure, ...commit }: NewBranchCommit) =>
      runAndReport(
        dialogs,
        {
          ...commit,
          mode: pullRequest ? 'commitAndPullRequest' : 'commit',
          branch: featureBranchName(),
          title: pullRequest?.title ?? '',
          changes: pullRequest?.changes ?? [],
        },
        { onDone, onFailure },
      ),
  },
  {
    id: 'repositories.createPullRequest',
    label: COMMIT_TITLES.pullRequest,
    isEnabled: always,
    run: ({ dialogs }, { onDone, onFailure, ...pull }: PullRequestFromBranch) =>
      runAndReport(
        dialogs,
        { ...pull, mode: 'pullRequest', message: '', files: [], changes: [] },
        { onDone, onFailure },
      ),
  },
] as const satisfies readonly AnyAction[];
