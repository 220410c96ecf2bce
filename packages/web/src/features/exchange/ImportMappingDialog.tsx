import { createRequirementFile } from '@specwright/core';
import {
  distinctTypeValues,
  guessMapping,
  type RowType,
  type SourceTable,
  type TableMapping,
  tableToSpec,
} from '@specwright/core/exchange';
import { useMemo, useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { newFileId } from '../../state/spec-tabs';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { TypeValuesFieldset } from './TypeValuesFieldset';
import './exchange.css';

const ROLES = [
  { key: 'idColumn', label: 'ID column', none: 'None: generate ids' },
  { key: 'textColumn', label: 'Requirement text column', none: 'Choose a column' },
  { key: 'typeColumn', label: 'Type column (this_is_a)', none: 'None' },
] as const;

const PREVIEW_ROWS = 3;

/** The column-mapping step of File → Import → Excel or CSV: which column holds the id, the text, the type. */
export function ImportMappingDialog({
  table,
  title,
  warnings = [],
  onClose,
}: {
  table: SourceTable;
  title: string;
  /** What reading the file already left out, shown with the import's own warnings. */
  warnings?: readonly string[];
  onClose: () => void;
}) {
  const [mapping, setMapping] = useState<TableMapping>(() => guessMapping(table));
  const [typeValues, setTypeValues] = useState<Record<string, RowType>>({});
  const [error, setError] = useState<string | null>(null);
  const { typeColumn } = mapping;
  const valueCounts = useMemo(
    () => (typeColumn === null ? [] : distinctTypeValues(table.rows, typeColumn)),
    [table.rows, typeColumn],
  );
  const roleOf = (index: number) => ROLES.find((role) => mapping[role.key] === index);

  const submit = () => {
    const result = tableToSpec(table, { ...mapping, typeValues });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onClose();
    const file = createRequirementFile(result.spec, { id: newFileId(), title });
    runAction('spec.open', { source: 'dialog' }, { file, warnings: [...warnings, ...result.warnings] });
  };

  return (
    <DialogFrame
      title="Import Columns"
      description={`“${title}” has ${table.rows.length.toLocaleString('en')} rows. Choose which columns hold the id, the requirement text and the type; every other column is imported as it is.`}
      onClose={onClose}
      width="wide"
      testId="import-mapping-dialog"
      form={{ onSubmit: submit, error }}
      actions={<FormActions submitLabel="Import" />}
    >
      <div className="import-mapping__roles">
        {ROLES.map((role) => (
          <div key={role.key} className="form-field">
            <label className="form-field__label" htmlFor={`import-${role.key}`}>
              {role.label}
            </label>
            <select
              id={`import-${role.key}`}
              className="form-input"
              value={mapping[role.key] ?? ''}
              onChange={(event) => {
                const value = event.target.value === '' ? null : Number(event.target.value);
                setMapping((current) => ({ ...current, [role.key]: value }));
                if (role.key === 'typeColumn') setTypeValues({});
                setError(null);
              }}
            >
              <option value="">{role.none}</option>
              {table.headers.map((header, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the sheet
                <option key={index} value={index}>
                  {header || `Column ${index + 1}`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {typeColumn !== null && (
        <TypeValuesFieldset
          values={valueCounts}
          chosen={typeValues}
          onChoose={(value, type) => setTypeValues((current) => ({ ...current, [value]: type }))}
        />
      )}
      <section className="import-mapping__preview" aria-label="Preview of the first rows">
        <table>
          <thead>
            <tr>
              {table.headers.map((header, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the sheet
                <th key={index} scope="col">
                  <span className="import-mapping__header">{header || `Column ${index + 1}`}</span>
                  <span className="import-mapping__role">
                    {roleOf(index)?.label.replace(/ column.*$/, '') ?? 'Column'}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.slice(0, PREVIEW_ROWS).map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity
              <tr key={rowIndex}>
                {table.headers.map((_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the sheet
                  <td key={index}>{String(row[index] ?? '')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </DialogFrame>
  );
}
