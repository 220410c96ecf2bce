import type { Column } from '@specwright/core';
import { useId } from 'react';
import './analysis.css';

/** The drop-down of the column a quality review checks. */
export function ColumnSelect({
  columns,
  value,
  onChange,
}: {
  columns: readonly Column[];
  value: string;
  onChange: (field: string) => void;
}) {
  const id = useId();
  return (
    <div className="analysis-field">
      <label htmlFor={id}>Column to review</label>
      <select id={id} className="form-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {columns.map((column) => (
          <option key={column.field} value={column.field}>
            {column.headerName}
          </option>
        ))}
      </select>
    </div>
  );
}
