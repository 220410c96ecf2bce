import { REPOSITORY_MESSAGES } from '@specwright/core';
import { RepositoryDialog, type RepositoryFormValues } from '../../ui/repository/RepositoryDialog';
import { useRepositories } from '../repositories/use-repositories';
import { selectRepository } from './selected-repository';

/**
 * The project tree's Add Repository dialog: every field required; the repository added is selected in
 * the tree. Drawn by the dialog host, so it stays open when the project panel folds away.
 */
export function AddRepositoryDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { create } = useRepositories();
  const add = (values: RepositoryFormValues) =>
    create.mutate(values, {
      onSuccess: (added) => {
        selectRepository(userId, added.id);
        onClose();
      },
    });
  return (
    <RepositoryDialog
      saving={create.isPending}
      allFieldsRequired
      failure={create.isError ? REPOSITORY_MESSAGES.addFailed : null}
      onSave={add}
      onClose={onClose}
    />
  );
}
