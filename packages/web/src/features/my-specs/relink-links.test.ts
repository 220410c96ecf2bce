import { applyCommand, type RequirementFile, rowPatch, type SpecLink, toSavedSpec } from '@specwright/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { specFileFixture } from '../../test/spec-fixture';
import { linkAfterMerge, mergeIncoming } from './conflict-merge';
import { fetchServerFile, relinkTo } from './relink';

const link = (from: string, to: string): SpecLink => ({ from, to, type: 'verifies' });
const withLink = (file: RequirementFile, added: SpecLink) =>
  applyCommand(file, { type: 'addLink', link: added });

const start = withLink(specFileFixture(4, 'f1'), link('r2', 'r1'));

describe('links after a reload', () => {
  it('without the kept copy of the tab’s version, keeps the links of both sides', () => {
    const mine = withLink(start, link('r3', 'r1'));
    const theirs = withLink(start, link('r4', 'r1'));
    const relinked = relinkTo({ version: 5, file: theirs }, { specId: 's1', version: 1 }, mine, undefined);
    if (!relinked.incoming) throw new Error('no merge offered');
    const merged = mergeIncoming(mine, relinked.incoming);
    expect(merged?.links).toEqual([link('r2', 'r1'), link('r4', 'r1'), link('r3', 'r1')]);
  });

  it('with the kept copy, a link removed here stays removed and the next save sends the merged links', () => {
    const mine = applyCommand(start, { type: 'removeLink', link: link('r2', 'r1') });
    const theirs = withLink(start, link('r4', 'r1'));
    const relinked = relinkTo({ version: 5, file: theirs }, { specId: 's1', version: 1 }, mine, start);
    if (!relinked.incoming) throw new Error('no merge offered');
    const merged = mergeIncoming(mine, relinked.incoming);
    if (!merged) throw new Error('the merge asked the user');
    expect(merged.links).toEqual([link('r4', 'r1')]);
    const { base } = linkAfterMerge({ specId: 's1' }, relinked.incoming, merged);
    expect(rowPatch(base, merged).links).toEqual([link('r4', 'r1')]);
  });
});

describe('the server’s copy of a kept spec', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens with its links', async () => {
    const spec = { ...toSavedSpec(start) };
    const answer = {
      spec: {
        id: 's1',
        title: 'Kept',
        rows: 4,
        requirements: 4,
        mean_score: null,
        workspace: null,
        role: 'owner',
        version: 3,
        created_at: '',
        updated_at: '',
        data: spec,
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const server = await fetchServerFile('00000000-0000-4000-8000-000000000001', 'f1');
    expect(server.version).toBe(3);
    expect(server.file.links).toEqual([link('r2', 'r1')]);
  });
});
