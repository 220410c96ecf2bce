import { COLUMN_FORM_MESSAGES, columnsByVisibility, type RequirementFile } from '@specwright/core';
import { LINKS_COLUMN } from '../../ui/links/links-column';
import type { ColumnChoice } from './ColumnChecklist';
import { ColumnPickDialog } from './ColumnPickDialog';
import { setLinksColumnShown, useLinksColumnShown } from './links-column-choice';
import { applyColumnEdit } from './use-dialog-file';

/** Edit → Show Columns: shows hidden columns again, the chosen ones or all of them (the Links column too). */
export function ShowColumnsDialog({ file, onClose }: { file: RequirementFile; onClose: () => void }) {
  const linksShown = useLinksColumnShown(file);
  const hidden: ColumnChoice[] = [...columnsByVisibility(file).hidden, ...(linksShown ? [] : [LINKS_COLUMN])];
  const show = (fields: string[]) => {
    const fileFields = fields.filter((field) => field !== LINKS_COLUMN.field);
    if (fileFields.length > 0) {
      applyColumnEdit(file.id, { type: 'showColumns', fields: fileFields }, 'Show Columns');
    }
    if (fields.includes(LINKS_COLUMN.field)) setLinksColumnShown(file.id, true);
  };
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
