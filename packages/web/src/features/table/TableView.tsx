import { textColumnOf } from '@specwright/core';
import { useRef } from 'react';
import { useSpecFiles } from '../../state/read-stores';
import { useSelectedRowId, useSpecFile } from '../../state/spec-files';
import { useCommentOnSelection } from '../comments/use-comment-on-selection';
import { EmptyTable } from './EmptyTable';
import { TableGrid } from './TableGrid';
import { TableLiveLint } from './TableLiveLint';
import { TableSelectionComment } from './TableSelectionComment';
import './table.css';

/** The table view of an open requirement file (docs/product-rules.md, "Screens"). */
export function TableView({ fileId }: { fileId: string }) {
  const file = useSpecFile(fileId);
  const selectedRowId = useSelectedRowId(fileId);
  const loading = useSpecFiles((state) => state.specs[fileId]?.loading === true);
  const readOnly = useSpecFiles((state) => state.specs[fileId]?.readOnly === true);
  const sectionRef = useRef<HTMLElement>(null);
  const commentOn = useCommentOnSelection(fileId);
  if (!file) return null;
  return (
    <section
      ref={sectionRef}
      className="sw-table"
      aria-label={`${file.title}: table`}
      data-testid="table-view"
    >
      <TableGrid
        key={fileId}
        fileId={fileId}
        file={file}
        selectedRowId={selectedRowId}
        loading={loading || readOnly}
      />
      {file.data.length === 0 && <EmptyTable />}
      <TableLiveLint
        containerRef={sectionRef}
        columns={file.columns}
        rows={file.data}
        textColumn={textColumnOf(file)}
      />
      <TableSelectionComment containerRef={sectionRef} commentOn={commentOn} />
    </section>
  );
}
