import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { useWorkspaces } from '../workspaces/use-workspaces';
import { WorkspaceChoice } from './WorkspaceChoice';
import './workspace-choice.css';

/** Save to My Specs for someone in a workspace: keep the open spec as Personal or in a workspace. */
export function KeepSpecDialog({
  fileId,
  title,
  onClose,
}: {
  fileId: string;
  title: string;
  onClose: () => void;
}) {
  const { list } = useWorkspaces();
  const [target, setTarget] = useState<string | null>(null);
  return (
    <DialogFrame
      title="Save to My Specs"
      description={`Keep “${title}” in your account: every edit is saved there. In a workspace, its members open and edit it too.`}
      onClose={onClose}
      testId="keep-spec-dialog"
      form={{
        onSubmit: () => {
          onClose();
          runAction('mySpecs.keepIn', { source: 'dialog' }, { fileId, workspaceId: target });
        },
      }}
      actions={<FormActions submitLabel="Save" />}
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
