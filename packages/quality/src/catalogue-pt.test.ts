import { describe, expect, test } from 'vitest';
import { analysedLanguages, qualityCatalogue } from './catalogue.js';
import { portugueseLexicons } from './lexicons/pt/index.js';

describe('the catalogue lists both languages', () => {
  const staticEntries = qualityCatalogue().filter((entry) => entry.layer === 'static');

  test('every static category carries its Portuguese lexicon, suppressions and sources', () => {
    expect(staticEntries).toHaveLength(7);
    for (const entry of staticEntries) {
      const lexicon = portugueseLexicons.find((candidate) => candidate.category === entry.category);
      expect(entry.portuguese?.examples).toContain(lexicon?.entries[0]?.term);
      expect(entry.portuguese?.sources.length).toBeGreaterThan(0);
    }
    const loophole = staticEntries.find((entry) => entry.category === 'loophole');
    const words = loophole?.portuguese?.examples.join(' | ');
    for (const phrase of ['se possível', 'conforme apropriado', 'idealmente'])
      expect(words).toContain(phrase);
    expect(loophole?.portuguese?.suppressions.join(' ')).toContain('conforme exigido pela norma');
  });

  test('names English and Portuguese, and says what Portuguese rows do not get', () => {
    expect(analysedLanguages.map((entry) => entry.language)).toEqual(['English', 'Portuguese']);
    expect(analysedLanguages[1]?.coverage).toContain('only the modal check');
  });
});
