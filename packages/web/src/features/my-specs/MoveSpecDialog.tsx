import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { useWorkspaces } from '../workspaces/use-workspaces';
import { moveSpecToWorkspace } from '../workspaces/workspaces-api';
import { mySpecsQueryKey } from './use-my-specs';
import { WorkspaceChoice } from './WorkspaceChoice';
import './workspace-choice.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Move to workspace…: a kept spec into one of the user's workspaces, or back to Personal. */
export function MoveSpecDialog({
  specId,
  title,
  workspaceId,
  onClose,
}: {
  specId: string;
  title: string;
  workspaceId: string | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const { list } = useWorkspaces();
  const [target, setTarget] = useState<string | null>(workspaceId);
  const move = useMutation({
    mutationFn: () => moveSpecToWorkspace(specId, target),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: mySpecsQueryKey });
      await client.invalidateQueries({ queryKey: ['workspaces'] });
      onClose();
    },
  });
  const unchanged = target === workspaceId;
  return (
    <DialogFrame
      title="Move to Workspace"
      description={`Where “${title}” is kept. The members of a workspace open and edit its specs; a personal spec is yours alone.`}
      onClose={onClose}
      testId="move-spec-dialog"
      form={{
        onSubmit: () => {
          if (!unchanged && !move.isPending) move.mutate();
        },
        error: move.isError ? errorText(move.error) : list.isError ? errorText(list.error) : null,
      }}
      actions={
        <FormActions
          submitLabel={move.isPending ? 'Moving…' : 'Move'}
          submitDisabled={unchanged || move.isPending}
        />
      }
    >
      <WorkspaceChoice
        workspaces={list.data ?? []}
        value={target}
        onChange={setTarget}
        loading={list.isPending}
      />
    </DialogFrame>
  );
}
