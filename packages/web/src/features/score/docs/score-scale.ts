import type { CatalogueEntry } from '@specwright/quality';

/** One band of the score scale (docs/product-rules.md, "Screens" and "Constants and limits") with the engine entries that score in it. */
export interface ScaleSection {
  id: string;
  range: string;
  title: string;
  summary: string;
  entries: CatalogueEntry[];
}

const lowestScore = (entry: CatalogueEntry) => Number.parseInt(entry.score, 10) || 0;

/** Groups the engine's catalogue into the four bands of the scale, each sorted by score. */
export function scoreScale(catalogue: readonly CatalogueEntry[]): ScaleSection[] {
  const byLayer = (layers: readonly CatalogueEntry['layer'][]) =>
    catalogue.filter((entry) => layers.includes(entry.layer)).sort((a, b) => lowestScore(a) - lowestScore(b));
  return [
    {
      id: 'static',
      range: '5–45',
      title: 'Critical quality issues (static detectors)',
      summary:
        'Word and phrase detectors, one per score from 5 (toxic or offensive words) to 35 (superlatives); 40–49 is reserved. The lowest score among the detectors that fire wins.',
      entries: byLayer(['static']),
    },
    {
      id: 'nlp',
      range: '50–65',
      title: 'NLP model findings',
      summary:
        'Sentence-level findings of the natural-language model (wink-nlp), used when no static detector fires.',
      entries: byLayer(['nlp']),
    },
    {
      id: 'llm',
      range: '70–75',
      title: 'LLM findings',
      summary:
        'Problems a configured language model finds when neither the static nor the NLP layer raised one.',
      entries: byLayer(['llm']),
    },
    {
      id: 'improvements',
      range: '80–100',
      title: 'LLM improvement proposals',
      summary:
        'A requirement with no finding scores 80–100 from its measurable qualities; the language model, when configured, always adds a suggestion.',
      entries: byLayer(['quality']),
    },
  ];
}
