import { analysedLanguages, qualityCatalogue } from '@specwright/quality/catalogue';
import { useMemo } from 'react';
import { ScorePill } from '../../../ui/score/ScorePill';
import { CatalogueEntryDetails } from './CatalogueEntryDetails';
import { scoreScale } from './score-scale';
import { useFocusedEntry } from './use-focused-entry';
import '../../../ui/page.css';
import './score-docs.css';

/**
 * Analyze → Documentation: the score scale, generated from the quality engine's own catalogue (lexicons,
 * suppressions, sources and finding list), so the page cannot drift from the code.
 */
export function ScoreDocsPage() {
  const sections = useMemo(() => scoreScale(qualityCatalogue()), []);
  const pageRef = useFocusedEntry();
  return (
    <article ref={pageRef} className="page" aria-labelledby="score-docs-title">
      <div className="page__body score-docs">
        <h1 id="score-docs-title">Score Analysis</h1>
        <p className="page__lead">
          Score Analysis rates every requirement from 0 to 100 and says why: which detector or finding decided
          the score, the words it matched, and a concrete rewrite. The lowest score among the findings wins;
          the NLP and LLM layers are used when no lower finding fires.
        </p>
        <section className="page__section" aria-labelledby="score-docs-languages">
          <h2 id="score-docs-languages">Languages</h2>
          <dl className="score-docs__languages">
            {analysedLanguages.map((entry) => (
              <div key={entry.language}>
                <dt>{entry.language}</dt>
                <dd>{entry.coverage}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="page__section" aria-labelledby="score-docs-bands">
          <h2 id="score-docs-bands">Display bands</h2>
          <ul className="score-docs__bands">
            <li>
              <ScorePill score={85} /> High: 80 or more
            </li>
            <li>
              <ScorePill score={65} /> Medium: 50 to under 80
            </li>
            <li>
              <ScorePill score={20} /> Low: under 50
            </li>
          </ul>
        </section>
        {sections.map((section) => (
          <section
            key={section.id}
            className="page__section"
            aria-labelledby={`score-docs-${section.id}`}
            data-testid={`score-docs-${section.id}`}
          >
            <h2 id={`score-docs-${section.id}`}>
              <span className="score-docs__range">{section.range}</span> {section.title}
            </h2>
            <p className="page__muted">{section.summary}</p>
            {section.entries.map((entry) => (
              <CatalogueEntryDetails key={entry.category} entry={entry} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
