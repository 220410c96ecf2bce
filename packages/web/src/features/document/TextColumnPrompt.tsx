import type { Column } from '@specwright/core';
import { type RefObject, useId, useState } from 'react';
import '../../ui/form.css';

interface TextColumnPromptProps {
  /** The columns that may hold the requirement text (the spec's visible text columns). */
  columns: readonly Column[];
  onChoose: (field: string) => void;
  selectRef: RefObject<HTMLSelectElement | null>;
}

/** The column to offer first: a long-text column where there is one. */
function suggested(columns: readonly Column[]): string {
  return (columns.find((column) => column.editorType === 'textarea') ?? columns[0])?.field ?? '';
}

/**
 * Asked once per spec that has no `description` column: which column holds the requirement text
 * (remembered in the file, docs/product-rules.md "Data").
 */
export function TextColumnPrompt({ columns, onChoose, selectRef }: TextColumnPromptProps) {
  const [field, setField] = useState(() => suggested(columns));
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <section className="doc-text-column" aria-labelledby={headingId} data-testid="text-column-prompt">
      <h3 id={headingId} className="doc-text-column__title">
        Which column holds the requirement text?
      </h3>
      {columns.length === 0 ? (
        <p className="doc-text-column__text">
          This specification has no text column. Add one with Edit → Add Column.
        </p>
      ) : (
        <form
          className="doc-text-column__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (field !== '') onChoose(field);
          }}
        >
          <p className="doc-text-column__text">
            This specification has no Description column. The document, live lint and every analysis use the
            column you choose; it is saved with the file.
          </p>
          <div className="doc-text-column__row">
            <label className="form-field__label" htmlFor={`${id}-select`}>
              Text column
            </label>
            <select
              id={`${id}-select`}
              ref={selectRef}
              className="form-input doc-text-column__select"
              value={field}
              onChange={(event) => setField(event.target.value)}
            >
              {columns.map((column) => (
                <option key={column.field} value={column.field}>
                  {column.headerName || column.field}
                </option>
              ))}
            </select>
            <button type="submit" className="button primary">
              Use This Column
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
