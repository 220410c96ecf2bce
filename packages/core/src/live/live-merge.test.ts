import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import { sampleFile } from '../test/fixtures.js';
import { applyOverLocal } from './apply-over-local.js';
import { mergeCell } from './merge-cell.js';

/** Whether `text` holds each character of `part` at least as many times as `part` does. */
function holdsCharactersOf(text: string, part: string): boolean {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  for (const character of part) counts.set(character, (counts.get(character) ?? 0) - 1);
  return [...counts.values()].every((count) => count >= 0);
}

describe('mergeCell on texts', () => {
  it('keeps both changes of one text', () => {
    expect(mergeCell('The system shall log errors.', 'The system shall log.', 'The app shall log.')).toEqual({
      kind: 'write',
      value: 'The app shall log errors.',
      replaced: false,
    });
  });

  it('never loses a character typed on either side when both only add', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        (base, theirs, mine) => {
          const merge = mergeCell(`${base}${theirs}`, base, `${mine}${base}`);
          const merged = String(merge.kind === 'write' ? merge.value : `${base}${theirs}`);
          // Where an added text goes is not always one place ('X' + 'X!' may become 'X' + '!X'), and the same
          // text added on both sides is kept once: every character of each side's text is in the merge.
          expect(holdsCharactersOf(merged, `${base}${theirs}`)).toBe(true);
          expect(holdsCharactersOf(merged, `${mine}${base}`)).toBe(true);
        },
      ),
    );
  });
});

describe('applyOverLocal', () => {
  const reference = sampleFile(3);
  const op = (rowId: string, value: string) => ({
    op: 'cell' as const,
    rowId,
    field: 'description',
    base: reference.data.find((row) => row.id === rowId)?.description ?? null,
    value,
  });

  it('takes their value where this tab changed nothing, and merges a text both changed', () => {
    const mine = applyCommand(reference, {
      type: 'editCell',
      rowId: 'r1',
      field: 'description',
      value: 'The system shall do thing 1 quickly.',
    });
    const next = applyOverLocal(
      mine,
      [op('r1', 'The system shall always do thing 1.'), op('r2', 'Theirs')],
      reference,
    );
    expect(next.data[0]?.description).toBe('The system shall always do thing 1 quickly.');
    expect(next.data[1]?.description).toBe('Theirs');
    expect(next.data[2]).toBe(mine.data[2]);
  });
});
