import { createRequirementFile, importSpec, type RequirementFile } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { linkPhrase, linkSentence, linksSummary, linkTypeChoices, rowLinkViews } from './row-links';

function specFile(withIdColumn = true): RequirementFile {
  const result = importSpec({
    formatVersion: 2,
    columns: [
      ...(withIdColumn ? [{ field: 'req_id', headerName: 'ID' }] : []),
      { field: 'description', headerName: 'Requirement' },
    ],
    rows: [
      { id: 'r1', req_id: 'REQ-1', description: 'Stop the pump.' },
      { id: 'r2', req_id: '', description: 'Show the state.' },
      { id: 'r3', req_id: 'TEST-1', description: 'Time the stop.' },
    ],
    links: [
      { from: 'r3', to: 'r1', type: 'verifies' },
      { from: 'r1', to: 'r2', type: 'Satisfies' },
    ],
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f1', title: 'Links' });
}

describe('linkPhrase', () => {
  it('reads a link from the row it starts at as its type', () => {
    expect(linkPhrase('derives from', 'outgoing')).toBe('derives from');
  });

  it('reads a known type from the row it points at in the passive', () => {
    expect(
      ['derives from', 'refines', 'verifies', 'depends on', 'conflicts with'].map((type) =>
        linkPhrase(type, 'incoming'),
      ),
    ).toEqual(['source of', 'refined by', 'verified by', 'needed by', 'conflicts with']);
  });

  it('marks an imported type of its own with an arrow from the other row', () => {
    expect(linkPhrase('Satisfies', 'incoming')).toBe('← Satisfies');
  });
});

describe('linkTypeChoices', () => {
  it('offers the five types, and a link’s own type after them', () => {
    expect(linkTypeChoices('verifies')).toHaveLength(5);
    expect(linkTypeChoices('Satisfies')).toEqual([
      'derives from',
      'refines',
      'verifies',
      'depends on',
      'conflicts with',
      'Satisfies',
    ]);
  });
});

describe('rowLinkViews', () => {
  it('gives each linked row its links, outgoing first, named by the ID column or the row id', () => {
    const views = rowLinkViews(specFile());
    const r1 = views.get('r1') ?? [];
    expect(linksSummary(r1)).toBe('Satisfies r2, verified by TEST-1');
    expect(r1.map((view) => view.direction)).toEqual(['outgoing', 'incoming']);
    expect(r1[1]?.otherText).toBe('Time the stop.');
    expect(linksSummary(views.get('r2') ?? [])).toBe('← Satisfies REQ-1');
    expect(views.get('r4')).toBeUndefined();
  });

  it('names rows by their row id when the spec has no ID column', () => {
    expect(linksSummary(rowLinkViews(specFile(false)).get('r3') ?? [])).toBe('verifies r1');
  });

  it('says a link in a sentence from either end', () => {
    const [outgoing, incoming] = rowLinkViews(specFile()).get('r1') ?? [];
    expect(outgoing && linkSentence(outgoing, 'REQ-1')).toBe('REQ-1 Satisfies r2');
    expect(incoming && linkSentence(incoming, 'REQ-1')).toBe('TEST-1 verifies REQ-1');
  });

  it('gives nothing for a spec without links', () => {
    const file = specFile();
    const { links: _none, ...withoutLinks } = file;
    expect(rowLinkViews(withoutLinks).size).toBe(0);
  });
});
