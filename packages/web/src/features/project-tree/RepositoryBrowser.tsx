import { REPOSITORY_MESSAGES } from '@specwright/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { useAction } from '../../actions/use-action';
import {
  BranchIcon,
  CommitAndPullRequestIcon,
  CommitIcon,
  PlusIcon,
  PullRequestIcon,
  RefreshIcon,
  ScanCodeIcon,
} from '../../ui/icons';
import { useRepositories } from '../repositories/use-repositories';
import type { CommitMode } from './commit-flow';
import { FileTree } from './FileTree';
import { GitProgressStatus } from './GitProgressStatus';
import { openRepositoryFile } from './open-repository-file';
import { fetchRepositoryFile } from './project-api';
import { showRepositoryMessage } from './project-tree-dialogs-wiring';
import { RepositoryErrorBanner } from './RepositoryErrorBanner';
import { selectRepository, useSelectedRepository } from './selected-repository';
import { announceRefreshFailure, treeAskedFor, useTreeFailureAlert } from './tree-failure-alert';
import { useRepositoryStatus, useRepositoryTree } from './use-repository-tree';

const TOOLBAR: { mode: CommitMode; label: string; Icon: typeof CommitIcon }[] = [
  { mode: 'commit', label: 'Commit to New Branch', Icon: CommitIcon },
  { mode: 'pullRequest', label: 'Create Pull Request', Icon: PullRequestIcon },
  { mode: 'commitAndPullRequest', label: 'Commit and Create Pull Request', Icon: CommitAndPullRequestIcon },
];

/** The signed-in project tree: pick a repository, browse its files, open specs, commit and open pull requests. */
export function RepositoryBrowser({ userId }: { userId: string }) {
  const client = useQueryClient();
  const { repositories } = useRepositories();
  const list = repositories.data ?? [];
  const chosenId = useSelectedRepository(userId);
  const repositoryId = list.some((r) => r.id === chosenId) ? chosenId : (list[0]?.id ?? null);
  const repository = list.find((r) => r.id === repositoryId);
  const { tree, nodes } = useRepositoryTree(repositoryId);
  const status = useRepositoryStatus(repositoryId, !tree.isPending);
  useTreeFailureAlert(repositoryId, tree.error, !tree.isPending);
  const [selectedPath, setSelectedPath] = useState<string | null>(null);
  const branch = status.data?.branch ?? tree.data?.branch ?? 'main';

  const choose = (id: string) => {
    setSelectedPath(null);
    treeAskedFor(id);
    selectRepository(userId, id);
  };
  const refresh = async () => {
    if (!repositoryId) return;
    const result = await tree.refetch();
    void status.refetch();
    if (result.isError) announceRefreshFailure(result.error);
    else showRepositoryMessage({ title: 'Repository Refreshed', message: REPOSITORY_MESSAGES.refreshed });
  };

  const scanCode = useAction('trace.scanCode', 'button');
  const loading = repositories.isPending || (repositoryId !== null && tree.isPending);

  return (
    <div className="repository-browser">
      <div className="repository-browser__toolbar" role="toolbar" aria-label="Repository actions">
        <button
          type="button"
          className="icon-button"
          aria-label="Refresh Repository"
          title="Refresh Repository"
          disabled={!repositoryId || tree.isFetching}
          onClick={() => void refresh()}
        >
          <RefreshIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={scanCode.action.label}
          title={
            scanCode.enabled
              ? scanCode.action.label
              : `${scanCode.action.label} (open a spec kept in My Specs)`
          }
          disabled={!scanCode.enabled}
          onClick={scanCode.run}
        >
          <ScanCodeIcon />
        </button>
        {TOOLBAR.map(({ mode, label, Icon }) => (
          <button
            key={mode}
            type="button"
            className="icon-button"
            aria-label={label}
            title={label}
            onClick={() =>
              runAction(
                'repositories.commit',
                { source: 'button' },
                { mode, repositoryId, baseBranch: branch },
              )
            }
          >
            <Icon />
          </button>
        ))}
      </div>
      <div className="repository-browser__picker">
        <label htmlFor="project-repository" className="visually-hidden">
          Repository
        </label>
        <select
          id="project-repository"
          className="form-input"
          value={repositoryId ?? ''}
          disabled={list.length === 0}
          onChange={(event) => choose(event.target.value)}
        >
          {list.length === 0 ? <option value="">No repositories yet</option> : null}
          {list.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="icon-button"
          aria-label="Add Repository"
          title="Add Repository"
          onClick={() => runAction('repositories.add', { source: 'button' }, { userId })}
        >
          <PlusIcon />
        </button>
      </div>
      {status.data ? (
        <p className="repository-browser__branch" title={`Newest commit ${status.data.sha.slice(0, 7)}`}>
          <BranchIcon size={14} />
          <span className="visually-hidden">Current branch:</span>
          <span className="repository-browser__branch-name">{status.data.branch}</span>
        </p>
      ) : null}
      <RepositoryErrorBanner failures={[tree.error, status.error]} />
      {!loading && tree.isFetching ? (
        <GitProgressStatus repositoryId={repositoryId} running idleText="Refreshing…" />
      ) : null}
      {loading ? (
        <div className="side-area__empty">
          <GitProgressStatus repositoryId={repositoryId} running idleText="Loading…" />
        </div>
      ) : list.length === 0 ? (
        <p className="side-area__empty">Add a repository to browse its files and open its specs.</p>
      ) : nodes.length > 0 && repository ? (
        <FileTree
          treeKey={repository.id}
          nodes={nodes}
          label={`Files of ${repository.name}`}
          selectedPath={selectedPath}
          onSelectFile={(file) => {
            setSelectedPath(file.path);
            // Loaded now, so opening it is instant.
            void client.prefetchQuery({
              queryKey: ['repository-file', repository.id, branch, file.path],
              queryFn: () => fetchRepositoryFile(repository.id, file.path, branch),
            });
          }}
          onOpenFile={(file) => void openRepositoryFile(repository.id, file.path, branch)}
        />
      ) : tree.isSuccess ? (
        <p className="side-area__empty">This repository has no files yet.</p>
      ) : null}
    </div>
  );
}
