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

/** The repository's git status (its default branch and newest commit), loaded beside the tree. */
export function useRepositoryStatus(repositoryId: string | null) {
  return useQuery({
    queryKey: ['repository-status', repositoryId],
    queryFn: ({ signal }) => fetchRepositoryStatus(repositoryId as string, signal),
    enabled: repositoryId !== null,
    staleTime: 60_000,
    retry: false,
  });
}
