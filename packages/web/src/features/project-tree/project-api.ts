import {
  directProjectEndpoints,
  endpointUrl,
  type GitProgress,
  type ProjectPullRequest,
  projectEndpoints,
  type RepositoryFileEntry,
} from '@specwright/core';
import { apiRequest } from '../../api/api-request';

const TREE_TIMEOUT_MS = 120_000;
const WRITE_TIMEOUT_MS = 180_000;

/** Names the failed call in front of the server's own detail ("Failed to commit changes: …"). */
async function named<T>(summary: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw new Error(`${summary}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function fetchRepositoryTree(
  id: string,
  signal?: AbortSignal,
): Promise<{ branch: string; files: RepositoryFileEntry[] }> {
  return named('Failed to fetch repository tree', async () => {
    const answer = await apiRequest(endpointUrl(projectEndpoints.tree, { params: { id }, query: {} }), {
      schema: projectEndpoints.tree.response,
      timeoutMs: TREE_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    return { branch: answer.branch, files: answer.tree.files };
  });
}

/** The default branch and its newest commit, shown above the file tree. */
export function fetchRepositoryStatus(
  id: string,
  signal?: AbortSignal,
): Promise<{ branch: string; sha: string }> {
  return named('Failed to fetch repository status', async () => {
    const answer = await apiRequest(endpointUrl(projectEndpoints.status, { params: { id } }), {
      schema: projectEndpoints.status.response,
      timeoutMs: TREE_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    return answer.status;
  });
}

export function fetchRepositoryFile(id: string, path: string, branch?: string): Promise<string> {
  return named('Failed to fetch file content', async () => {
    const query = branch ? { path, branch } : { path };
    const answer = await apiRequest(endpointUrl(projectEndpoints.content, { params: { id }, query }), {
      schema: projectEndpoints.content.response,
      timeoutMs: TREE_TIMEOUT_MS,
    });
    return answer.content;
  });
}

export function createRepositoryBranch(id: string, branchName: string, baseBranch: string) {
  return named('Failed to create branch', () =>
    apiRequest(endpointUrl(projectEndpoints.branch, { params: { id } }), {
      method: 'POST',
      body: { branch_name: branchName, base_branch: baseBranch },
      schema: projectEndpoints.branch.response,
      timeoutMs: WRITE_TIMEOUT_MS,
    }),
  );
}

export function commitRepositoryFiles(
  id: string,
  commit: {
    branch: string;
    message: string;
    files: { path: string; content: string; spec_id?: string }[];
    specIds: string[];
  },
) {
  return named('Failed to commit changes', () =>
    apiRequest(endpointUrl(projectEndpoints.commit, { params: { id } }), {
      method: 'POST',
      body: {
        branch: commit.branch,
        commit_message: commit.message,
        files: commit.files,
        spec_ids: commit.specIds,
      },
      schema: projectEndpoints.commit.response,
      timeoutMs: WRITE_TIMEOUT_MS,
    }),
  );
}

export function createRepositoryPullRequest(
  id: string,
  request: { title: string; body: string; head: string; base: string; spec_ids: string[] },
): Promise<ProjectPullRequest> {
  return named('Failed to create pull request', () =>
    apiRequest(endpointUrl(projectEndpoints.pullRequest, { params: { id } }), {
      method: 'POST',
      body: request,
      schema: projectEndpoints.pullRequest.response,
      timeoutMs: WRITE_TIMEOUT_MS,
    }),
  );
}

/** What a long git operation on the repository is doing now, or null when none runs. */
export async function fetchGitProgress(id: string, signal?: AbortSignal): Promise<GitProgress | null> {
  const answer = await apiRequest(endpointUrl(projectEndpoints.progress, { params: { id } }), {
    schema: projectEndpoints.progress.response,
    ...(signal ? { signal } : {}),
  });
  return answer.progress;
}

/** Checks the repository can be read with the token before it is saved (`POST /api/project/repository/connect`). */
export function connectRepository(url: string, accessToken: string) {
  return named('Failed to connect to repository', async () => {
    const answer = await apiRequest(endpointUrl(directProjectEndpoints.connect), {
      method: 'POST',
      body: { url: url.trim(), access_token: accessToken.trim() },
      schema: directProjectEndpoints.connect.response,
      timeoutMs: TREE_TIMEOUT_MS,
    });
    return answer.repository;
  });
}

/** What is wrong with a spec's JSON before it is committed (`POST /api/project/file/validate?file_type=spec`). */
export function validateSpecFile(content: string): Promise<string[]> {
  return named('Failed to validate file', async () => {
    const url = endpointUrl(projectEndpoints.validateFile, { query: { file_type: 'spec' } });
    const answer = await apiRequest(url, {
      method: 'POST',
      body: { content },
      schema: projectEndpoints.validateFile.response,
    });
    return answer.errors;
  });
}
