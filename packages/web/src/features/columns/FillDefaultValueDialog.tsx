import {
  COLUMN_DIALOG_MESSAGES,
  type Column,
  isLockedColumn,
  isSelectColumn,
  type RequirementFile,
  visibleColumns,
} from '@specwright/core';
import { useState } from 'react';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { TextField } from '../../ui/TextField';
import { applyColumnEdit, focusById } from './use-dialog-file';

const ID = 'fill-default';

function initialValue(column: Column | undefined): string {
  if (!column) return '';
  if (column.defaultValue !== undefined) return column.defaultValue;
  return isSelectColumn(column) ? (column.valueOptions?.[0] ?? '') : '';
}

/**
 * Edit → Fill Default Value: writes one value into a column, by default only into the empty cells of the
 * requirements (chapter, context and comment rows only when asked).
 */
export function FillDefaultValueDialog({ file, onClose }: { file: RequirementFile; onClose: () => void }) {
  const columns = visibleColumns(file).filter((column) => column.editable && !isLockedColumn(column));
  const [field, setField] = useState(() => columns[0]?.field ?? '');
  const column = columns.find((c) => c.field === field);
  const [value, setValue] = useState(() => initialValue(column));
  const [onlyEmpty, setOnlyEmpty] = useState(true);
  const [includeStructureRows, setIncludeStructureRows] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!column) {
      onClose();
      return;
    }
    if (value.trim() === '') {
      setError(COLUMN_DIALOG_MESSAGES.fillValueRequired);
      focusById(`${ID}-value`);
      return;
    }
    const command = {
      type: 'fillDefaultValue',
      field: column.field,
      value,
      overwrite: !onlyEmpty,
      includeStructureRows,
    } as const;
    applyColumnEdit(file.id, command, 'Fill Default Value');
    onClose();
  };

  const options = column && isSelectColumn(column) ? (column.valueOptions ?? []) : null;
  return (
    <DialogFrame
      title="Fill Default Value"
      description="Write one value into a column of every requirement."
      onClose={onClose}
      testId="fill-default-dialog"
      form={{ onSubmit: submit }}
      actions={<FormActions submitLabel={column ? 'Fill' : 'Close'} />}
    >
      {column ? (
        <>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${ID}-column`}>
              Column
            </label>
            <select
              id={`${ID}-column`}
              className="form-input"
              value={field}
              onChange={(event) => {
                setField(event.target.value);
                setValue(initialValue(columns.find((c) => c.field === event.target.value)));
                setError(null);
              }}
            >
              {columns.map((c) => (
                <option key={c.field} value={c.field}>
                  {c.headerName}
                </option>
              ))}
            </select>
          </div>
          {options ? (
            <div className="form-field">
              <label className="form-field__label" htmlFor={`${ID}-value`}>
                Value
              </label>
              <select
                id={`${ID}-value`}
                className="form-input"
                value={value}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  setValue(event.target.value);
                  setError(null);
                }}
              >
                {value === '' || options.includes(value) ? null : <option value={value}>{value}</option>}
                {options.length === 0 ? <option value="">(no options)</option> : null}
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              {error ? <p className="form-field__error">{error}</p> : null}
            </div>
          ) : (
            <TextField
              id={`${ID}-value`}
              label="Value"
              value={value}
              error={error ?? undefined}
              autoComplete="off"
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
            />
          )}
          <label className="form-checkbox">
            <input
              type="checkbox"
              checked={onlyEmpty}
              onChange={(event) => setOnlyEmpty(event.target.checked)}
            />
            Only fill empty cells
          </label>
          <label className="form-checkbox">
            <input
              type="checkbox"
              checked={includeStructureRows}
              onChange={(event) => setIncludeStructureRows(event.target.checked)}
            />
            Also fill chapter, context and comment rows
          </label>
        </>
      ) : (
        <p className="column-checklist__empty">This specification has no editable columns to fill.</p>
      )}
    </DialogFrame>
  );
}
