import { COLUMN_FORM_MESSAGES, type RequirementFile } from '@specwright/core';
import { ColumnPickDialog } from './ColumnPickDialog';
import { setColumnsShown, useColumnChoices } from './links-column-choice';

/** Edit → Show Columns: shows hidden columns again (the Links column too), the chosen ones or all of them. */
export function ShowColumnsDialog({ file, onClose }: { file: RequirementFile; onClose: () => void }) {
  const hidden = useColumnChoices(file, 'hidden');
  const show = (fields: string[]) => setColumnsShown(file.id, fields, true);
  return (
    <ColumnPickDialog
      title="Show Columns"
      description="Choose the hidden columns to show again."
      legend="Hidden columns"
      columns={hidden}
      emptyText="No columns are hidden."
      selectMessage={COLUMN_FORM_MESSAGES.selectToShow}
      submitLabel="Show Columns"
      extraActions={
        hidden.length > 0 ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              show(hidden.map((column) => column.field));
              onClose();
            }}
          >
            Show All
          </button>
        ) : null
      }
      onConfirm={show}
      onClose={onClose}
      testId="show-columns-dialog"
    />
  );
}
