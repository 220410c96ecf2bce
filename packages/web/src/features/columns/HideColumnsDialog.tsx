import { COLUMN_FORM_MESSAGES, type RequirementFile } from '@specwright/core';
import { ColumnPickDialog } from './ColumnPickDialog';
import { setColumnsShown, useColumnChoices } from './links-column-choice';

/** Edit → Hide Columns: hides columns from the views (the Links column too); their values stay in the file. */
export function HideColumnsDialog({ file, onClose }: { file: RequirementFile; onClose: () => void }) {
  return (
    <ColumnPickDialog
      title="Hide Columns"
      description="Hidden columns keep their values and are still saved and exported."
      legend="Visible columns"
      columns={useColumnChoices(file, 'visible')}
      emptyText="All columns are hidden already."
      selectMessage={COLUMN_FORM_MESSAGES.selectToHide}
      submitLabel="Hide Columns"
      onConfirm={(fields) => setColumnsShown(file.id, fields, false)}
      onClose={onClose}
      testId="hide-columns-dialog"
    />
  );
}
