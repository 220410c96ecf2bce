import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buildFileTree } from './file-tree';
import { fetchRepositoryStatus, fetchRepositoryTree } from './project-api';

export const repositoryTreeKey = (repositoryId: string | null) => ['repository-tree', repositoryId] as const;

/** The file tree of a repository's default branch, loaded when a repository is selected. */
export function useRepositoryTree(repositoryId: string | null) {
  const tree = useQuery({
    queryKey: repositoryTreeKey(repositoryId),
    queryFn: ({ signal }) => fetchRepositoryTree(repositoryId as string, signal),
    enabled: repositoryId !== null,
    staleTime: 60_000,
    retry: false,
  });
  const nodes = useMemo(() => buildFileTree(tree.data?.files ?? []), [tree.data]);
  return { tree, nodes };
}

/**
 * The repository's git status (its default branch and newest commit), asked for once the tree has
 * answered: the two calls would otherwise wait on the same clone on the server, and the loading
 * progress shown would be the status's instead of the tree's.
 */
export function useRepositoryStatus(repositoryId: string | null, treeSettled: boolean) {
  return useQuery({
    queryKey: ['repository-status', repositoryId],
    queryFn: ({ signal }) => fetchRepositoryStatus(repositoryId as string, signal),
    enabled: repositoryId !== null && treeSettled,
    staleTime: 60_000,
    retry: false,
  });
}
