import type { CatalogueEntry } from '@specwright/quality';
import { ScorePill } from '../../../ui/score/ScorePill';
import { LexiconSections, TextList } from './LexiconSections';

const lowestScore = (entry: CatalogueEntry) => Number.parseInt(entry.score, 10) || 0;

/**
 * One detector or finding, collapsed to its score and title; expanded it shows its lexicon, suppressions and
 * sources (a static detector in English and in Portuguese).
 */
export function CatalogueEntryDetails({ entry }: { entry: CatalogueEntry }) {
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
        {entry.layer === 'static' ? (
          <LexiconSections
            label=""
            examples={entry.examples}
            suppressions={entry.suppressions}
            sources={entry.sources}
          />
        ) : (
          <>
            <TextList title="Examples" items={entry.examples} />
            <TextList title="Not flagged" items={entry.suppressions} />
            <TextList title="Sources" items={entry.sources} />
          </>
        )}
        {entry.portuguese ? (
          <div className="score-docs__language" data-language="pt">
            <LexiconSections
              label="Portuguese"
              examples={entry.portuguese.examples}
              suppressions={entry.portuguese.suppressions}
              sources={entry.portuguese.sources}
            />
          </div>
        ) : null}
      </div>
    </details>
  );
}
