import { describe, expect, test } from 'vitest';
import { qualityCatalogue } from './catalogue.js';
import { lexicons } from './lexicons/index.js';
import { nlpCategories } from './nlp/finding-kinds.js';
import { staticCategories } from './types.js';

describe('qualityCatalogue', () => {
  const catalogue = qualityCatalogue();

  test('lists every static category, every NLP finding, the LLM band and the 80–100 band, in score order', () => {
    expect(catalogue.map((entry) => entry.category)).toEqual([
      ...staticCategories,
      ...nlpCategories,
      'llm-finding',
      'improvement',
    ]);
    expect(catalogue.map((entry) => entry.score)).toEqual([
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '50',
      '52',
      '54',
      '56',
      '58',
      '60',
      '65',
      '70–75',
      '80–100',
    ]);
  });

  test('static entries are generated from the lexicons, with their suppressions and sources', () => {
    for (const lexicon of lexicons) {
      const entry = catalogue.find((candidate) => candidate.category === lexicon.category);
      expect(entry?.layer).toBe('static');
      expect(entry?.examples).toEqual(
        lexicon.entries.flatMap((item) => [item.term, ...(item.variants ?? [])]),
      );
      expect(entry?.sources).toEqual(lexicon.sources);
      for (const suppression of lexicon.suppressions) {
        expect(entry?.suppressions.join('\n')).toContain(suppression.description);
      }
      expect(entry?.explanation).not.toContain('{word}');
    }
  });

  test('every entry has a title, an explanation, examples and sources', () => {
    for (const entry of catalogue) {
      expect(entry.title.length).toBeGreaterThan(3);
      expect(entry.explanation.length).toBeGreaterThan(20);
      expect(entry.examples.length).toBeGreaterThan(0);
      expect(entry.sources.length).toBeGreaterThan(0);
    }
  });
});
