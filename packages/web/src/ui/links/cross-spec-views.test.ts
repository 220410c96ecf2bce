import { createRequirementFile, importSpec, linkTargetKey, type RequirementFile } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { brokenCount } from './cross-spec-views';
import { linksSummary, rowLinkViews } from './row-links';

const TESTS = '7b0c3c1e-8f7c-4a55-9d0a-1f2e3d4c5b6a';
const GONE = '0d9a1f40-5b7e-4c1a-8e2f-3a4b5c6d7e8f';
const SECRET = '5c1f3a2e-9d8b-4e7a-a6c5-b4d3e2f1a0b9';

function specFile(): RequirementFile {
  const result = importSpec({
    formatVersion: 2,
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement' },
    ],
    rows: [
      { id: 'r1', req_id: 'REQ-1', description: 'Stop the pump.' },
      { id: 'r2', req_id: 'REQ-2', description: 'Show the state.' },
    ],
    links: [
      { from: 'r1', toSpec: TESTS, to: 'r2', type: 'verifies' },
      { from: 'r1', toSpec: GONE, to: 't9', type: 'refines' },
      { from: 'r1', toSpec: SECRET, to: 's1', type: 'depends on' },
      { from: 'r2', toSpec: TESTS, to: 'r7', type: 'verifies' },
    ],
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f1', title: 'Links' });
}

const targets = {
  [linkTargetKey(TESTS, 'r2')]: {
    spec_id: TESTS,
    row_id: 'r2',
    state: 'ok' as const,
    spec_title: 'Tests spec',
    requirement_id: 'T-3',
    text: 'Stops within 2 s.',
  },
  [linkTargetKey(GONE, 't9')]: {
    spec_id: GONE,
    row_id: 't9',
    state: 'broken' as const,
    spec_title: 'Old tests',
  },
  [linkTargetKey(SECRET, 's1')]: { spec_id: SECRET, row_id: 's1', state: 'hidden' as const },
};

describe('links across specs as a row shows them', () => {
  it('names each by what the server said of its target, and none as a local row’s incoming link', () => {
    const views = rowLinkViews(specFile(), targets);
    const r1 = views.get('r1') ?? [];
    expect(linksSummary(r1)).toBe(
      'verifies Tests spec › T-3, refines Broken link: Old tests › t9, depends on A spec you cannot open',
    );
    expect(r1[0]?.otherText).toBe('Stops within 2 s.');
    expect(r1.map((view) => view.crossSpec?.state)).toEqual(['ok', 'broken', 'hidden']);
    expect(brokenCount(r1)).toBe(1);
    expect(linksSummary(views.get('r2') ?? [])).toBe('verifies Another spec › r7');
  });

  it('waits for the server before naming them', () => {
    const views = rowLinkViews(specFile());
    expect(views.get('r1')?.map((view) => view.crossSpec?.state)).toEqual(['loading', 'loading', 'loading']);
  });
});
