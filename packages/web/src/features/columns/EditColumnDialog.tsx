import {
  COLUMN_FORM_MESSAGES,
  type Column,
  columnChangesFromDraft,
  draftFromColumn,
  emptyColumnDraft,
  isLockedColumn,
  orderedColumns,
  type RequirementFile,
} from '@specwright/core';
import { useState } from 'react';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { ColumnFormFields, fieldInputId } from './ColumnFormFields';
import { useColumnDraft } from './use-column-draft';
import { applyColumnEdit, focusById } from './use-dialog-file';

const ID_PREFIX = 'edit-column';

interface EditColumnDialogProps {
  file: RequirementFile;
  /** The column chosen in the table's header menu; else the first column. */
  field?: string | undefined;
  onClose: () => void;
}

/** Edit → Edit Column: pick a column and change it; renaming its field moves every row's value. */
export function EditColumnDialog({ file, field, onClose }: EditColumnDialogProps) {
  const columns = orderedColumns(file);
  const [selectedField, setSelectedField] = useState(
    () => columns.find((column) => column.field === field)?.field ?? columns[0]?.field ?? '',
  );
  const selected: Column | undefined = columns.find((column) => column.field === selectedField);
  const otherFields = columns.map((column) => column.field).filter((f) => f !== selectedField);
  const state = useColumnDraft(
    () => (selected ? draftFromColumn(selected) : emptyColumnDraft()),
    otherFields,
    selectedField,
  );

  if (!selected) {
    return (
      <DialogFrame
        title="Edit Column"
        description={COLUMN_FORM_MESSAGES.noColumnsToEdit}
        onClose={onClose}
        form={{ onSubmit: onClose }}
        actions={<FormActions submitLabel="Close" />}
      >
        {null}
      </DialogFrame>
    );
  }

  const renamed = state.draft.field.trim() !== selected.field && !state.errors.field;
  const submit = () => {
    if (!state.trySubmit()) {
      if (state.firstInvalid) focusById(fieldInputId(ID_PREFIX, state.firstInvalid));
      return;
    }
    const changes = columnChangesFromDraft(state.draft, selected);
    applyColumnEdit(file.id, { type: 'editColumn', field: selected.field, changes }, 'Edit Column');
    onClose();
  };

  return (
    <DialogFrame
      title="Edit Column"
      description="Change how a column is named, edited and shown."
      onClose={onClose}
      testId="edit-column-dialog"
      form={{ onSubmit: submit, error: state.formError }}
      actions={<FormActions submitLabel="Save Changes" />}
    >
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${ID_PREFIX}-column`}>
          Column
        </label>
        <select
          id={`${ID_PREFIX}-column`}
          className="form-input"
          value={selectedField}
          onChange={(event) => {
            const next = columns.find((column) => column.field === event.target.value);
            if (!next) return;
            setSelectedField(next.field);
            state.reset(draftFromColumn(next));
          }}
        >
          {columns.map((column) => (
            <option key={column.field} value={column.field}>
              {column.headerName} ({column.field})
            </option>
          ))}
        </select>
      </div>
      <ColumnFormFields
        idPrefix={ID_PREFIX}
        state={state}
        fieldLocked={isLockedColumn(selected)}
        allowEnum={selected.editorType === 'enum'}
        showRenameWarning={renamed ? COLUMN_FORM_MESSAGES.renameWarning : null}
        defaultValueHint="Offered first by Edit → Fill Default Value."
      />
    </DialogFrame>
  );
}
