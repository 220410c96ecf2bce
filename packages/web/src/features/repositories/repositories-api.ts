import {
  endpointUrl,
  type Repository,
  type RepositoryCreate,
  type RepositoryUpdate,
  repositoryEndpoints,
} from '@specwright/core';
import { apiRequest } from '../../api/api-request';
import { ApiRequestError } from '../../api/api-request-error';

export type { Repository };

const REPOSITORIES_TIMEOUT_MS = 15_000;

/** The repository messages name the call that failed, then the server's own detail when it sent one. */
function failure(summary: string, error: unknown): Error {
  const detail = error instanceof Error ? error.message : '';
  return new Error(detail ? `${summary}: ${detail}` : summary);
}

async function request<T>(summary: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw failure(summary, error);
  }
}

export function fetchRepositories(signal?: AbortSignal): Promise<Repository[]> {
  return request('Failed to fetch user repositories', async () => {
    const { repositories } = await apiRequest(endpointUrl(repositoryEndpoints.list), {
      schema: repositoryEndpoints.list.response,
      timeoutMs: REPOSITORIES_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    return repositories;
  });
}

export async function createRepository(fields: RepositoryCreate): Promise<Repository> {
  try {
    const { repository } = await apiRequest(endpointUrl(repositoryEndpoints.create), {
      method: 'POST',
      body: fields,
      schema: repositoryEndpoints.create.response,
      timeoutMs: REPOSITORIES_TIMEOUT_MS,
    });
    return repository;
  } catch (error) {
    // "Failed to create repository: {status} {text}"
    if (error instanceof ApiRequestError && error.kind === 'http') {
      throw new Error(`Failed to create repository: ${error.status} ${error.message}`);
    }
    throw failure('Failed to create repository', error);
  }
}

export function updateRepository(id: string, fields: RepositoryUpdate): Promise<Repository> {
  return request('Failed to update repository', async () => {
    const { repository } = await apiRequest(endpointUrl(repositoryEndpoints.update, { params: { id } }), {
      method: 'PUT',
      body: fields,
      schema: repositoryEndpoints.update.response,
      timeoutMs: REPOSITORIES_TIMEOUT_MS,
    });
    return repository;
  });
}

export function deleteRepository(id: string): Promise<void> {
  return request('Failed to delete repository', async () => {
    await apiRequest(endpointUrl(repositoryEndpoints.remove, { params: { id } }), {
      method: 'DELETE',
      schema: repositoryEndpoints.remove.response,
      timeoutMs: REPOSITORIES_TIMEOUT_MS,
    });
  });
}
