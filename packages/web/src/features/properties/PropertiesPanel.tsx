import { rowLabelsOf, textColumnOf } from '@specwright/core';
import { type ReactNode, useMemo } from 'react';
import { runAction } from '../../actions/app-actions';
import { useReadOnlySpec, useSelectedRowId, useSpecFile } from '../../state/spec-files';
import { rowLinkViews } from '../../ui/links/row-links';
import { useFileLinkTargets } from '../cross-spec-links/link-targets-wiring';
import { PROPOSED_CHANGE_DISPLAY } from '../document/proposed-change-display';
import { isLintedCell } from '../live-lint/linted-columns';
import { LinksSection } from './LinksSection';
import { PropertyField } from './PropertyField';
import { cellText, propertyColumns } from './property-columns';
import { RowLastChange } from './RowLastChange';
import { RowScore } from './RowScore';
import { RowTestResult } from './RowTestResult';
import './properties.css';

/** The side panel's properties of the active spec's selected row (docs/product-rules.md, "Screens", "Validation"). */
interface PropertiesPanelProps {
  fileId: string;
  /** What follows the selected row's properties (its comments). */
  rowExtras?: (rowId: string) => ReactNode;
  /** What comes before the row's properties, with or without a selected row (the spec's reviews). */
  specExtras?: ReactNode;
}

export function PropertiesPanel({ fileId, rowExtras, specExtras }: PropertiesPanelProps) {
  const file = useSpecFile(fileId);
  const selectedRowId = useSelectedRowId(fileId);
  const readOnly = useReadOnlySpec(fileId);
  const columns = useMemo(() => (file ? propertyColumns(file) : []), [file]);
  const hidden = useMemo(() => new Set(file?.hiddenColumns ?? []), [file?.hiddenColumns]);
  const linkTargets = useFileLinkTargets(fileId);
  const linkViews = useMemo(() => (file ? rowLinkViews(file, linkTargets) : undefined), [file, linkTargets]);
  if (!file) return null;
  const row = selectedRowId ? file.data.find((r) => r.id === selectedRowId) : undefined;
  const textColumn = textColumnOf(file);
  if (!row) {
    return (
      <div className="properties" data-testid="properties-panel">
        {specExtras}
        <p className="side-area__empty">Select a requirement to see its properties.</p>
      </div>
    );
  }

  const onCommit = (field: string, value: string, startValue: string) => {
    const edit = { fileId, rowId: row.id, field, value, startValue, view: 'properties' } as const;
    runAction('cells.edit', { source: 'panel' }, edit);
  };

  return (
    <div className="properties" data-testid="properties-panel">
      {specExtras}
      <dl className="properties__facts">
        <div>
          <dt>Row ID</dt>
          <dd data-testid="properties-row-id">{row.id}</dd>
        </div>
        <div>
          <dt>Row</dt>
          <dd>{row.rowOrder}</dd>
        </div>
        {row.tempChangeStatus !== 'unchanged' ? (
          <div>
            <dt>Change</dt>
            <dd>{PROPOSED_CHANGE_DISPLAY[row.tempChangeStatus].label}</dd>
          </div>
        ) : null}
      </dl>
      <RowLastChange fileId={fileId} rowId={row.id} />
      <RowScore row={row} />
      <RowTestResult fileId={fileId} rowId={row.id} />
      <form className="properties__form" aria-label="Properties" onSubmit={(event) => event.preventDefault()}>
        {columns.length === 0 ? <p className="side-area__empty">This spec has no editable columns.</p> : null}
        {columns.map((column) => (
          <PropertyField
            key={`${row.id}:${column.field}`}
            column={column}
            value={cellText(row[column.field])}
            hidden={hidden.has(column.field)}
            linted={isLintedCell(row, column, textColumn)}
            readOnly={readOnly}
            onCommit={onCommit}
          />
        ))}
      </form>
      <LinksSection
        file={file}
        rowId={row.id}
        rowLabel={rowLabelsOf(file, [row.id])[row.id] ?? row.id}
        views={linkViews?.get(row.id) ?? []}
        readOnly={readOnly}
      />
      {rowExtras?.(row.id)}
    </div>
  );
}
