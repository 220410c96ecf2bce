import { COLUMN_FORM_MESSAGES, type RequirementFile, removableColumns } from '@specwright/core';
import { ColumnPickDialog } from './ColumnPickDialog';
import { applyColumnEdit } from './use-dialog-file';

/** Edit → Remove Column: deletes the chosen columns and their values (docs/product-rules.md, "Validation"). */
export function RemoveColumnsDialog({ file, onClose }: { file: RequirementFile; onClose: () => void }) {
  return (
    <ColumnPickDialog
      title="Remove Columns"
      description="Choose the columns to remove from this specification."
      legend="Columns"
      columns={removableColumns(file)}
      emptyText="This specification has no columns that can be removed."
      selectMessage={COLUMN_FORM_MESSAGES.selectToRemove}
      submitLabel="Remove Columns"
      submitVariant="danger"
      notice={
        <p className="form-warning form-warning--danger" role="note">
          {COLUMN_FORM_MESSAGES.removeWarning}
        </p>
      }
      onConfirm={(fields) => applyColumnEdit(file.id, { type: 'removeColumns', fields }, 'Remove Columns')}
      onClose={onClose}
      testId="remove-columns-dialog"
    />
  );
}
