import type { ScoreResponse } from '@specwright/core';
import { BAND_LABELS, type ScoreBand, scoreBand } from '@specwright/core';
import { Notice } from '../../ui/Notice';
import { HighlightedText } from '../../ui/score/HighlightedText';
import { highlightQuoted } from '../../ui/score/highlight';
import { ScorePill } from '../../ui/score/ScorePill';
import type { RowLabels } from './score-analysis';

/** More rows than this are summarised rather than listed (the table gets them all on apply). */
const LISTED_ROWS = 200;

function bandCounts(results: ScoreResponse): Record<ScoreBand, number> {
  const counts: Record<ScoreBand, number> = { high: 0, medium: 0, low: 0 };
  for (const { score } of results.scores) counts[scoreBand(score)] += 1;
  return counts;
}

/** The displayingResults step: counts per band, why the LLM layers did not run, and a table of results. */
export function ScoreResults({ results, rowLabels }: { results: ScoreResponse; rowLabels: RowLabels }) {
  const counts = bandCounts(results);
  const listed = results.scores.slice(0, LISTED_ROWS);
  return (
    <>
      <p className="analysis-counters" data-testid="score-band-counts">
        {(['high', 'medium', 'low'] as const).map((band) => (
          <span key={band}>
            {BAND_LABELS[band]}: <strong>{counts[band]}</strong>
          </span>
        ))}
      </p>
      {results.layers.llm.used ? null : <Notice tone="info">{results.layers.llm.message}</Notice>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="analysis-table-wrap" tabIndex={0} aria-label="Score analysis results">
        <table className="analysis-table score-results">
          <caption className="visually-hidden">Score analysis results</caption>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Score</th>
              <th scope="col">Description</th>
              <th scope="col">Suggestion</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((result) => (
              <tr key={result.id}>
                <td>{rowLabels[result.id] ?? result.id}</td>
                <td>
                  <ScorePill score={result.score} />
                </td>
                <td>
                  <HighlightedText parts={highlightQuoted(result.score_description)} />
                </td>
                <td>{result.score_suggestion}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {results.scores.length > LISTED_ROWS ? (
        <p className="analysis-counters">
          Showing the first {LISTED_ROWS} of {results.scores.length} results; Apply Scores to Table writes
          them all.
        </p>
      ) : null}
    </>
  );
}
