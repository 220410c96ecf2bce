import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMisspellings } from './misspellings.js';
import { createSpellChecker } from './node.js';

const checker = createSpellChecker();
const misspelled = (text: string) =>
  findMisspellings(text, checker).map(({ word, replacement }) => [word, replacement]);

describe('findMisspellings', () => {
  it('finds typing mistakes and proposes the one-edit correction', () => {
    expect(misspelled('The system shall recieve the requirment.')).toEqual([
      ['recieve', 'receive'],
      ['requirment', 'requirement'],
    ]);
  });

  it('keeps the case of a capitalised word at the start of a sentence', () => {
    expect(misspelled('Ouput files shall be stored.')).toEqual([['Ouput', 'Output']]);
  });

  it('gives the position of each misspelled word', () => {
    const [first] = findMisspellings('Users shall recieve mail.', checker);
    expect(first).toMatchObject({ start: 12, end: 19 });
  });

  it('reports an unknown word without a close dictionary word with no replacement', () => {
    expect(misspelled('The zqxwvbn shall start.')).toEqual([['zqxwvbn', null]]);
  });

  it('accepts technical words from the allow-list', () => {
    expect(
      misspelled(
        'The frontend shall call the backend API over HTTP with a JSON body after login and e-mail.',
      ),
    ).toEqual([]);
  });

  it('skips acronyms, identifiers, quoted text, code, URLs, e-mail addresses and paths', () => {
    const text =
      'The OAuth flow shall use MAX_RETRIES, retryCount, v2, "Zorgle mode", `fooBarz`, https://exmple.com/qwx, ops@exmple.org and /etc/cnfg.';
    expect(misspelled(text)).toEqual([]);
  });

  it('takes capitalised words inside a sentence as names', () => {
    expect(misspelled('The Zorglub service shall store orders.')).toEqual([]);
  });

  it('accepts British spellings, ligatures, plurals and closed compounds', () => {
    const text =
      'The organiser shall be standardised with the colour of the trackside waypoint; jitters and deﬁned signalling are fine.';
    expect(misspelled(text)).toEqual([]);
  });

  it('does not accept a wrong plural of a word ending in y', () => {
    expect(misspelled('All companys shall register.')).toEqual([['companys', 'company']]);
  });

  it('never throws and returns words that lie inside the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const { word, start, end } of findMisspellings(text, checker)) {
          expect(text.slice(start, end)).toBe(word);
        }
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
