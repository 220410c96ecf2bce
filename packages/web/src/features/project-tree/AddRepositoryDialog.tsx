import { REPOSITORY_MESSAGES } from '@specwright/core';
import { useState } from 'react';
import { RepositoryDialog, type RepositoryFormValues } from '../../ui/repository/RepositoryDialog';
import { useRepositories } from '../repositories/use-repositories';
import { connectRepository } from './project-api';
import { selectRepository } from './selected-repository';
import { treeAskedFor } from './tree-failure-alert';

/**
 * The project tree's Add Repository dialog: every field required; the repository is connected to first
 * (so a wrong URL or token is said before anything is saved), then added and selected in the tree. Drawn
 * by the dialog host, so it stays open when the project panel folds away.
 */
export function AddRepositoryDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { create } = useRepositories();
  const [connecting, setConnecting] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const add = async (values: RepositoryFormValues) => {
    setRefused(null);
    create.reset();
    setConnecting(true);
    try {
      await connectRepository(values.github_url, values.access_token);
    } catch (error) {
      setRefused(error instanceof Error ? error.message : String(error));
      return;
    } finally {
      setConnecting(false);
    }
    create.mutate(values, {
      onSuccess: (added) => {
        treeAskedFor(added.id);
        selectRepository(userId, added.id);
        onClose();
      },
    });
  };
  return (
    <RepositoryDialog
      saving={connecting || create.isPending}
      allFieldsRequired
      failure={refused ?? (create.isError ? REPOSITORY_MESSAGES.addFailed : null)}
      onSave={(values) => void add(values)}
      onClose={onClose}
    />
  );
}
