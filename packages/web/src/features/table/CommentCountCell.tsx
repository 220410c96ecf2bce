import type { Row } from '@specwright/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { CommentCount } from '../../ui/CommentCount';

/** A row's open comment threads in the table's Comments column. */
export function CommentCountCell({ value }: CustomCellRendererProps<Row, number>) {
  return <CommentCount count={value ?? 0} />;
}
