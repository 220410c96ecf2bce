import { columnFromDraft, emptyColumnDraft, type RequirementFile, suggestFieldName } from '@specwright/core';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { ColumnFormFields, fieldInputId } from './ColumnFormFields';
import { useColumnDraft } from './use-column-draft';
import { applyColumnEdit, focusById } from './use-dialog-file';

const ID_PREFIX = 'add-column';

/** Edit → Add Column: a new column at the end, filled with its default value (docs/product-rules.md, "Validation"). */
export function AddColumnDialog({ file, onClose }: { file: RequirementFile; onClose: () => void }) {
  const state = useColumnDraft(
    emptyColumnDraft,
    file.columns.map((column) => column.field),
  );
  const { draft } = state;

  const submit = () => {
    if (!state.trySubmit()) {
      if (state.firstInvalid) focusById(fieldInputId(ID_PREFIX, state.firstInvalid));
      return;
    }
    applyColumnEdit(file.id, { type: 'addColumn', column: columnFromDraft(draft) }, 'Add Column');
    onClose();
  };

  return (
    <DialogFrame
      title="Add Column"
      description="The new column is added after the last one."
      onClose={onClose}
      testId="add-column-dialog"
      form={{ onSubmit: submit, error: state.formError }}
      actions={<FormActions submitLabel="Add Column" />}
    >
      <ColumnFormFields
        idPrefix={ID_PREFIX}
        state={state}
        defaultValueHint="Filled into every existing row."
        onHeaderName={(headerName) => {
          // The field name follows the header name until the user types a different one.
          if (draft.field === suggestFieldName(draft.headerName)) {
            state.update({ field: suggestFieldName(headerName) });
          }
        }}
      />
    </DialogFrame>
  );
}
