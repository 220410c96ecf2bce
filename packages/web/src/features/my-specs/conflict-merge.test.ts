import { applyCommand, type RequirementFile } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { specFileFixture } from '../../test/spec-fixture';
import { linkAfterMerge, mergeIncoming, mergeWithChoices } from './conflict-merge';

const edit = (file: RequirementFile, rowId: string, value: string) =>
  applyCommand(file, { type: 'editCell', rowId, field: 'description', value });
const texts = (file: RequirementFile | undefined) => file?.data.map((row) => row.description);

describe('merging another window’s changes into a tab', () => {
  const base = specFileFixture(3, 'f1');

  it('merges changes of different rows at once', () => {
    const merged = mergeIncoming(edit(base, 'r1', 'Mine'), {
      version: 2,
      base,
      theirs: edit(base, 'r2', 'Theirs'),
    });
    expect(texts(merged)).toEqual(['Mine', 'Theirs', base.data[2]?.description]);
  });

  it('leaves a row changed on both sides to the user’s choice', () => {
    const mine = edit(base, 'r1', 'Mine');
    const incoming = { version: 2, base, theirs: edit(base, 'r1', 'Theirs') };
    expect(mergeIncoming(mine, incoming)).toBeUndefined();
    expect(texts(mergeWithChoices(mine, incoming, { rows: { r1: 'theirs' } }))?.[0]).toBe('Theirs');
  });

  it('links the merged tab to the server’s version', () => {
    const theirs = edit(base, 'r2', 'Theirs');
    const merged = edit(theirs, 'r1', 'Mine');
    expect(linkAfterMerge({ specId: 's1' }, { version: 2, base, theirs }, merged)).toMatchObject({
      specId: 's1',
      version: 2,
    });
  });
});
