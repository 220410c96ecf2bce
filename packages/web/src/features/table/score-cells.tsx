import type { Row } from '@specwright/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { HighlightedText } from '../../ui/score/HighlightedText';
import { highlightQuoted } from '../../ui/score/highlight';
import { cellText } from './cell-value';

/** The score_description column's cells: the matched words the description quotes are highlighted. */
export function ScoreDescriptionCell({ value }: CustomCellRendererProps<Row>) {
  const text = cellText(value);
  return (
    <span className="score-description" title={text}>
      <HighlightedText parts={highlightQuoted(text)} />
    </span>
  );
}
