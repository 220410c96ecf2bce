import type { CatalogueEntry } from '@specwright/quality';
import { ScorePill } from '../../../ui/score/ScorePill';

const lowestScore = (entry: CatalogueEntry) => Number.parseInt(entry.score, 10) || 0;

/** One detector or finding, collapsed to its score and title; expanded it shows its lexicon, suppressions and sources. */
export function CatalogueEntryDetails({ entry }: { entry: CatalogueEntry }) {
  const isLexicon = entry.layer === 'static';
  return (
    <details className="score-docs__entry" data-category={entry.category} data-title={entry.title}>
      <summary>
        <ScorePill score={lowestScore(entry)} />
        <span className="score-docs__entry-title">{entry.title}</span>
        {entry.score.includes('–') ? <span className="page__muted">{entry.score}</span> : null}
        <code className="score-docs__category">{entry.category}</code>
      </summary>
      <div className="score-docs__entry-body">
        <p>{entry.explanation}</p>
        {entry.examples.length > 0 ? (
          <section>
            <h4>{isLexicon ? `Lexicon (${entry.examples.length} words and phrases)` : 'Examples'}</h4>
            {isLexicon ? (
              <ul className="score-docs__lexicon">
                {entry.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            ) : (
              <ul>
                {entry.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {entry.suppressions.length > 0 ? (
          <section>
            <h4>Not flagged</h4>
            <ul>
              {entry.suppressions.map((suppression) => (
                <li key={suppression}>{suppression}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {entry.sources.length > 0 ? (
          <section>
            <h4>Sources</h4>
            <ul>
              {entry.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </details>
  );
}
