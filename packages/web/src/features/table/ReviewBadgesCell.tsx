import type { Row } from '@specwright/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { type ReviewBadge, ReviewBadges } from '../../ui/ReviewBadges';

/** A row's review marks in the table's Approval column. */
export function ReviewBadgesCell({ value }: CustomCellRendererProps<Row, readonly ReviewBadge[]>) {
  return <ReviewBadges badges={value ?? []} />;
}
