import { BAND_LABELS, BAND_RANGES, scoreBand } from '@specwright/core';
import type { ReactNode } from 'react';
import { HighlightedText } from './HighlightedText';
import { highlightQuoted } from './highlight';
import { ScorePill } from './ScorePill';

interface ScoreExplanationProps {
  score: number;
  description: string;
  suggestion: string;
  /** What follows the text, e.g. a link to the finding's documentation. */
  children?: ReactNode;
}

/** Why a requirement scores what it does: its band, the finding with the matched words marked, the suggestion. */
export function ScoreExplanation({ score, description, suggestion, children }: ScoreExplanationProps) {
  const band = scoreBand(score);
  return (
    <div className="score-explanation">
      <p className="score-explanation__band">
        <ScorePill score={score} /> {BAND_LABELS[band]} ({BAND_RANGES[band]})
      </p>
      <h4 className="score-explanation__heading">Finding</h4>
      <p className="score-explanation__text">
        {description === '' ? (
          'No finding recorded.'
        ) : (
          <HighlightedText parts={highlightQuoted(description)} />
        )}
      </p>
      {suggestion !== '' ? (
        <>
          <h4 className="score-explanation__heading">Suggestion</h4>
          <p className="score-explanation__text">{suggestion}</p>
        </>
      ) : null}
      {children}
    </div>
  );
}
