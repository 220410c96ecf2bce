import { COLUMN_FORM_MESSAGES, columnsByVisibility, type RequirementFile } from '@specwright/core';
import { LINKS_COLUMN } from '../../ui/links/links-column';
import type { ColumnChoice } from './ColumnChecklist';
import { ColumnPickDialog } from './ColumnPickDialog';
import { setLinksColumnShown, useLinksColumnShown } from './links-column-choice';
import { applyColumnEdit } from './use-dialog-file';

/** Edit → Hide Columns: hides columns from the views; their values stay in the file (the Links column too). */
export function HideColumnsDialog({ file, onClose }: { file: RequirementFile; onClose: () => void }) {
  const linksShown = useLinksColumnShown(file);
  const visible: ColumnChoice[] = [
    ...columnsByVisibility(file).visible,
    ...(linksShown ? [LINKS_COLUMN] : []),
  ];
  const hide = (fields: string[]) => {
    const fileFields = fields.filter((field) => field !== LINKS_COLUMN.field);
    if (fileFields.length > 0) {
      applyColumnEdit(file.id, { type: 'hideColumns', fields: fileFields }, 'Hide Columns');
    }
    if (fields.includes(LINKS_COLUMN.field)) setLinksColumnShown(file.id, false);
  };
  return (
    <ColumnPickDialog
      title="Hide Columns"
      description="Hidden columns keep their values and are still saved and exported."
      legend="Visible columns"
      columns={visible}
      emptyText="All columns are hidden already."
      selectMessage={COLUMN_FORM_MESSAGES.selectToHide}
      submitLabel="Hide Columns"
      onConfirm={hide}
      onClose={onClose}
      testId="hide-columns-dialog"
    />
  );
}
