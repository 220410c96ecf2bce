import { BAND_LABELS, parseScore, type Row, scoreBand } from '@specwright/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { Popover } from 'radix-ui';
import { runAction } from '../../actions/app-actions';
import { ScoreExplanation } from '../../ui/score/ScoreExplanation';
import { ScorePill } from '../../ui/score/ScorePill';
import { cellText } from './cell-value';
import { findingTitleOf } from './finding-title';

/**
 * The score column's cells: the score as a band pill (number, icon and band name, never colour alone).
 * The pill opens the finding: what matched, the suggestion and a link to that finding's documentation.
 */
export function ScoreCell({ value, data }: CustomCellRendererProps<Row>) {
  const score = parseScore(value);
  if (score === null) return cellText(value);
  const band = scoreBand(score);
  const description = cellText(data?.score_description);
  const suggestion = cellText(data?.score_suggestion);
  const title = findingTitleOf(description);
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          tabIndex={-1}
          className="score-cell__button"
          aria-label={`Score ${score}, ${BAND_LABELS[band].toLowerCase()}: show why`}
        >
          <ScorePill score={score} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="score-popover"
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={12}
          aria-label={`Why this requirement scores ${score}`}
        >
          <ScoreExplanation score={score} description={description} suggestion={suggestion}>
            <Popover.Close asChild>
              <button
                type="button"
                className="score-popover__docs"
                onClick={() => runAction('analyze.docsFor', { source: 'grid' }, { findingTitle: title })}
              >
                {title
                  ? `About “${title}” in the documentation`
                  : 'About the score scale in the documentation'}
              </button>
            </Popover.Close>
          </ScoreExplanation>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
