import type { RequirementFile, Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { useAccountSpecs } from '../../state/read-stores';
import { BandFilter } from './BandFilter';
import { FindBar } from './FindBar';
import type { TableContext } from './table-context';
import { changeTableLayout, useTableLayout } from './table-layout-wiring';

interface TableToolbarProps {
  fileId: string;
  file: RequirementFile;
  api: GridApi<Row> | null;
  context: TableContext;
}

/** The strip above the grid: find, view settings of this spec's table, the open-comments and score-band filters. */
export function TableToolbar({ fileId, file, api, context }: TableToolbarProps) {
  const layout = useTableLayout(fileId);
  const hasScores = file.columns.some((column) => column.field === 'score');
  const kept = useAccountSpecs((state) => state.links[fileId] !== undefined);
  const toggle = (setting: 'wrap' | 'filters' | 'openComments', label: string) => (
    <button
      type="button"
      className="sw-table__toggle"
      aria-pressed={layout[setting] === true}
      onClick={() => changeTableLayout(fileId, { [setting]: layout[setting] !== true })}
    >
      {label}
    </button>
  );
  return (
    <div className="sw-table__toolbar" role="toolbar" aria-label="Table view">
      <FindBar api={api} context={context} data={file.data} />
      {toggle('filters', 'Filter Row')}
      {toggle('wrap', 'Wrap Text')}
      {kept ? toggle('openComments', 'Rows with open comments') : null}
      {hasScores ? <BandFilter fileId={fileId} file={file} bands={layout.bands ?? []} /> : null}
    </div>
  );
}
