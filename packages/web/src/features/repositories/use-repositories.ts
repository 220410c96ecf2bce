import type { RepositoryCreate, RepositoryUpdate } from '@specwright/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRepository, deleteRepository, fetchRepositories, updateRepository } from './repositories-api';

export const repositoriesQueryKey = ['repositories'] as const;

/** The signed-in user's repositories, and adding, changing and deleting them (the list reloads after each). */
export function useRepositories() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: repositoriesQueryKey });
  const repositories = useQuery({
    queryKey: repositoriesQueryKey,
    queryFn: ({ signal }) => fetchRepositories(signal),
  });
  const create = useMutation({
    mutationFn: (fields: RepositoryCreate) => createRepository(fields),
    onSuccess: reload,
  });
  const update = useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: RepositoryUpdate }) => updateRepository(id, fields),
    onSuccess: reload,
  });
  const remove = useMutation({ mutationFn: (id: string) => deleteRepository(id), onSuccess: reload });
  return { repositories, create, update, remove };
}
