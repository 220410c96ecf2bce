import type { Column } from '@specwright/core';

/** A column to choose: one of the file's, or one the app makes (whose note stands in for a field name). */
export type ColumnChoice = Pick<Column, 'field' | 'headerName'> & { readonly note?: string };

interface ColumnChecklistProps {
  id: string;
  legend: string;
  columns: readonly ColumnChoice[];
  checked: ReadonlySet<string>;
  onChange: (checked: ReadonlySet<string>) => void;
  error?: string | null;
  /** Shown instead of the list when there is no column to choose. */
  emptyText: string;
}

/** A checkbox per column (header name, with its field), for Remove, Hide and Show Columns. */
export function ColumnChecklist({
  id,
  legend,
  columns,
  checked,
  onChange,
  error,
  emptyText,
}: ColumnChecklistProps) {
  if (columns.length === 0) return <p className="column-checklist__empty">{emptyText}</p>;
  const errorId = `${id}-error`;
  const toggle = (field: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(field);
    else next.delete(field);
    onChange(next);
  };
  return (
    <fieldset className="column-checklist" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{legend}</legend>
      <ul className="column-checklist__list" id={id}>
        {columns.map((column) => (
          <li key={column.field}>
            <label className="form-checkbox column-checklist__item">
              <input
                type="checkbox"
                checked={checked.has(column.field)}
                onChange={(event) => toggle(column.field, event.target.checked)}
              />
              <span className="column-checklist__header">{column.headerName}</span>
              <span
                className={`column-checklist__field${column.note === undefined ? '' : ' column-checklist__field--note'}`}
              >
                {column.note ?? column.field}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
