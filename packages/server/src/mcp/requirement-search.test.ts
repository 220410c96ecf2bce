import { createRequirementFile, importSpec, type RequirementFile } from '@specwright/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRequirementIndex,
  parseQuery,
  requirementIndexOf,
  searchIndex,
  searchTokens,
} from './requirement-search.js';

function fileOf(texts: readonly string[]): RequirementFile {
  const imported = importSpec({
    columns: [{ field: 'description', headerName: 'Description' }],
    rows: texts.map((description, index) => ({ id: `r${index + 1}`, description })),
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'f', title: 'F' });
}

const ids = (file: RequirementFile, query: string, limit = 10) =>
  searchIndex(requirementIndexOf(file), parseQuery(query), limit).hits.map((hit) => hit.row.id);

describe('search tokens and queries', () => {
  it('splits on anything but letters and digits, in lower case', () => {
    expect(searchTokens('The UI shall log-in Users (2FA) — schnell, Größe!')).toEqual([
      'the',
      'ui',
      'shall',
      'log',
      'in',
      'users',
      '2fa',
      'schnell',
      'größe',
    ]);
  });

  it('reads quoted phrases and words', () => {
    expect(parseQuery('export "Audit log" csv ""')).toEqual({
      words: ['export', 'csv', 'audit', 'log'],
      phrases: [['audit', 'log']],
    });
  });
});

describe('searchIndex', () => {
  const file = fileOf([
    'The system shall export reports.',
    'The system shall write an audit log and keep the audit log for a year.',
    'Users shall read the log of audits.',
    'Nothing relevant here.',
  ]);

  it('ranks rows with more and rarer matching words first', () => {
    expect(ids(file, 'audit log')).toEqual(['r2', 'r3']);
    expect(ids(file, 'export system')).toEqual(['r1', 'r2']);
  });

  it('keeps only rows holding every quoted phrase word for word', () => {
    expect(ids(file, '"audit log"')).toEqual(['r2']);
    expect(ids(file, '"log audit"')).toEqual([]);
  });

  it('counts every match but answers at most `limit`', () => {
    const result = searchIndex(requirementIndexOf(file), parseQuery('shall'), 2);
    expect(result.total).toBe(3);
    expect(result.hits).toHaveLength(2);
  });

  it('builds the index once per version of the rows', () => {
    expect(requirementIndexOf(file)).toBe(requirementIndexOf(file));
    expect(requirementIndexOf({ ...file, data: [...file.data] })).not.toBe(requirementIndexOf(file));
  });

  it('property: the hits are exactly the best rows of a full scan, in order', () => {
    const word = fc.constantFrom('audit', 'log', 'export', 'user', 'shall', 'time', 'csv');
    const text = fc.array(word, { minLength: 0, maxLength: 8 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 40 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 10 }),
        (texts, words, limit) => {
          const spec = fileOf(texts);
          const index = buildRequirementIndex(spec);
          const query = parseQuery(words.join(' '));
          const all = searchIndex(index, query, texts.length);
          const top = searchIndex(index, query, limit);
          // Every row holding a query word is found, and no other.
          const holding = spec.data.filter((row) =>
            searchTokens(String(row.description)).some((token) => query.words.includes(token)),
          );
          expect(all.total).toBe(holding.length);
          expect(all.hits.map((hit) => hit.row.id).sort()).toEqual(holding.map((row) => row.id).sort());
          // Best first, and the limited answer is the start of the full one.
          for (let i = 1; i < all.hits.length; i++)
            expect((all.hits[i - 1]?.relevance ?? 0) >= (all.hits[i]?.relevance ?? 0)).toBe(true);
          expect(top.hits.map((hit) => hit.row.id)).toEqual(
            all.hits.slice(0, limit).map((hit) => hit.row.id),
          );
        },
      ),
    );
  });
});
