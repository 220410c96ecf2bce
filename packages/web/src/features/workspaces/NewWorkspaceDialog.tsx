import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { TextField } from '../../ui/TextField';
import { useWorkspaces } from './use-workspaces';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** New workspace: its name; the user becomes its owner and the new workspace is shown. */
export function NewWorkspaceDialog({ onClose }: { onClose: () => void }) {
  const { create } = useWorkspaces();
  const [name, setName] = useState('');
  const submit = () => {
    if (create.isPending || name.trim() === '') return;
    create.mutate(name.trim(), {
      onSuccess: (workspace) => {
        onClose();
        runAction('workspaces.open', { source: 'dialog' }, { workspaceId: workspace.id });
      },
    });
  };
  return (
    <DialogFrame
      title="New Workspace"
      description="A workspace keeps a team’s specs. You become its owner and invite the others."
      onClose={onClose}
      testId="new-workspace-dialog"
      form={{ onSubmit: submit, error: create.isError ? errorText(create.error) : null }}
      actions={
        <FormActions
          submitLabel={create.isPending ? 'Creating…' : 'Create Workspace'}
          submitDisabled={create.isPending || name.trim() === ''}
        />
      }
    >
      <TextField
        id="new-workspace-name"
        label="Name"
        value={name}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
    </DialogFrame>
  );
}
