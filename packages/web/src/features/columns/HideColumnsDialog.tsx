import { COLUMN_FORM_MESSAGES, columnsByVisibility, type RequirementFile } from '@specwright/core';
import { ColumnPickDialog } from './ColumnPickDialog';
import { applyColumnEdit } from './use-dialog-file';

/** Edit → Hide Columns: hides columns from the views; their values stay in the file. */
export function HideColumnsDialog({ file, onClose }: { file: RequirementFile; onClose: () => void }) {
  return (
    <ColumnPickDialog
      title="Hide Columns"
      description="Hidden columns keep their values and are still saved and exported."
      legend="Visible columns"
      columns={columnsByVisibility(file).visible}
      emptyText="All columns are hidden already."
      selectMessage={COLUMN_FORM_MESSAGES.selectToHide}
      submitLabel="Hide Columns"
      onConfirm={(fields) => applyColumnEdit(file.id, { type: 'hideColumns', fields }, 'Hide Columns')}
      onClose={onClose}
      testId="hide-columns-dialog"
    />
  );
}
