import { parseScore, type Row } from '@specwright/core';
import { ScoreExplanation } from '../../ui/score/ScoreExplanation';
import { cellText } from './property-columns';

/** The selected row's score, read-only: the analysis writes it, the user reads why. */
export function RowScore({ row }: { row: Row }) {
  const score = parseScore(row.score);
  if (score === null) return null;
  return (
    <section className="properties__score" aria-label="Score">
      <ScoreExplanation
        score={score}
        description={cellText(row.score_description)}
        suggestion={cellText(row.score_suggestion)}
      />
    </section>
  );
}
