import { useSelectedRowId, useSpecFile } from '../../state/spec-files';
import { EmptyTable } from './EmptyTable';
import { TableGrid } from './TableGrid';
import './table.css';

/** The table view of an open requirement file (spec §2). */
export function TableView({ fileId }: { fileId: string }) {
  const file = useSpecFile(fileId);
  const selectedRowId = useSelectedRowId(fileId);
  if (!file) return null;
  return (
    <section className="sw-table" aria-label={`${file.title}: table`} data-testid="table-view">
      <TableGrid key={fileId} fileId={fileId} file={file} selectedRowId={selectedRowId} />
      {file.data.length === 0 && <EmptyTable />}
    </section>
  );
}
