import type { RequirementFile } from '@specwright/core';
import { BandFilter } from './BandFilter';
import { useTableLayout } from './table-layout-bindings';

/** The strip above the grid: filters and view settings of this spec's table. */
export function TableToolbar({ fileId, file }: { fileId: string; file: RequirementFile }) {
  const layout = useTableLayout(fileId);
  const hasScores = file.columns.some((column) => column.field === 'score');
  if (!hasScores) return null;
  return (
    <div className="sw-table__toolbar" role="toolbar" aria-label="Table view">
      <BandFilter fileId={fileId} file={file} bands={layout.bands ?? []} />
    </div>
  );
}
