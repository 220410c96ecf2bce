import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { duplicateSpec, fetchMySpecs, fetchTrash, renameSpec, trashSpec, untrashSpec } from './specs-api';

export const mySpecsQueryKey = ['my-specs'] as const;

/** The signed-in user's specs and trash, and renaming, copying, deleting and restoring (both lists reload after each). */
export function useMySpecs() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: mySpecsQueryKey });
  const specs = useQuery({
    queryKey: [...mySpecsQueryKey, 'list'],
    queryFn: ({ signal }) => fetchMySpecs(signal),
  });
  const trash = useQuery({
    queryKey: [...mySpecsQueryKey, 'trash'],
    queryFn: ({ signal }) => fetchTrash(signal),
  });
  const rename = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameSpec(id, title),
    onSuccess: reload,
  });
  const duplicate = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => duplicateSpec(id, title),
    onSuccess: reload,
  });
  const remove = useMutation({ mutationFn: (id: string) => trashSpec(id), onSuccess: reload });
  const restore = useMutation({ mutationFn: (id: string) => untrashSpec(id), onSuccess: reload });
  return { specs, trash, rename, duplicate, remove, restore };
}
