import type { Row } from '@specwright/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { TestStatusBadge } from '../../ui/TestStatusBadge';
import type { TestCell } from '../test-runs/test-result-text';

/** A requirement's status in the last test run in the table's Tests column. */
export function TestStatusCell({ value }: CustomCellRendererProps<Row, TestCell | null>) {
  return value ? <TestStatusBadge {...value} /> : null;
}
