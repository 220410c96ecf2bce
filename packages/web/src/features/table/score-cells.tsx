import type { Row } from '@specwright/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { HighlightedText } from '../../ui/score/HighlightedText';
import { highlightQuoted } from '../../ui/score/highlight';
import { ScorePill } from '../../ui/score/ScorePill';
import { parseScore } from '../../ui/score/score-band';
import { cellText } from './cell-value';

/** The score column's cells: a band pill when the value is a score, the plain value otherwise. */
export function ScoreCell({ value }: CustomCellRendererProps<Row>) {
  const score = parseScore(value);
  return score === null ? cellText(value) : <ScorePill score={score} />;
}

/** The score_description column's cells: the matched words the description quotes are highlighted. */
export function ScoreDescriptionCell({ value }: CustomCellRendererProps<Row>) {
  const text = cellText(value);
  return (
    <span className="score-description" title={text}>
      <HighlightedText parts={highlightQuoted(text)} />
    </span>
  );
}
