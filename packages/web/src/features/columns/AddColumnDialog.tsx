import { columnFromDraft, emptyColumnDraft, type RequirementFile, suggestFieldName } from '@specwright/core';
import { FormDialog } from '../../app/dialogs/FormDialog';
import { ColumnFormFields, fieldInputId } from './ColumnFormFields';
import { useColumnDraft } from './use-column-draft';
import { dispatchToFile, focusById } from './use-dialog-file';

const ID_PREFIX = 'add-column';

/** Edit → Add Column: a new column at the end, filled with its default value (spec section 5). */
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
    dispatchToFile(file.id, { type: 'addColumn', column: columnFromDraft(draft) }, 'Add Column');
    onClose();
  };

  return (
    <FormDialog
      title="Add Column"
      description="The new column is added after the last one."
      submitLabel="Add Column"
      onSubmit={submit}
      onClose={onClose}
      formError={state.formError}
      testId="add-column-dialog"
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
    </FormDialog>
  );
}
