import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeCell } from './merge-cell.js';

describe('mergeCell', () => {
  it('writes the value when the cell still holds what the sender saw', () => {
    expect(mergeCell('old', 'old', 'new')).toEqual({ kind: 'write', value: 'new', replaced: false });
    expect(mergeCell(3, 3, 4)).toEqual({ kind: 'write', value: 4, replaced: false });
  });

  it('changes nothing when the cell already holds the value', () => {
    expect(mergeCell('same', 'before', 'same')).toEqual({ kind: 'unchanged' });
  });

  it('keeps both edits of one text made at once', () => {
    const base = 'The system shall log every sign-in attempt.';
    const mine = 'The system shall log every failed sign-in attempt.';
    const theirs = 'The system shall log every sign-in attempt within 1 s.';
    expect(mergeCell(theirs, base, mine)).toEqual({
      kind: 'write',
      value: 'The system shall log every failed sign-in attempt within 1 s.',
      replaced: false,
    });
  });

  it('lets the later value win over a value it cannot merge, and says so', () => {
    expect(mergeCell(5, 4, 'five')).toEqual({ kind: 'write', value: 'five', replaced: true });
    expect(mergeCell('High', 'Low', 'Medium', 'choice')).toEqual({
      kind: 'write',
      value: 'Medium',
      replaced: true,
    });
  });

  it('keeps both texts when both rewrote the same words', () => {
    expect(mergeCell('abc', 'xyz', 'totally different')).toEqual({
      kind: 'write',
      value: 'abc totally different',
      replaced: false,
    });
    expect(mergeCell('alpha', '', 'beta')).toEqual({ kind: 'write', value: 'alpha beta', replaced: false });
  });

  it('keeps two edits at different ends of a text (property)', () => {
    const word = fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom('a', 'b', 'c', ' ', 'é') });
    const middle = ' — the middle part of the requirement stays as it was — ';
    fc.assert(
      fc.property(word, word, word, word, (start, end, newStart, newEnd) => {
        fc.pre(start !== newStart && end !== newEnd);
        const base = `${start}${middle}${end}`;
        const result = mergeCell(`${start}${middle}${newEnd}`, base, `${newStart}${middle}${end}`);
        expect(result).toEqual({ kind: 'write', value: `${newStart}${middle}${newEnd}`, replaced: false });
      }),
    );
  });

  it('writes the value whenever the cell is unchanged since the sender saw it (property)', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(value, value, (base, next) => {
        const result = mergeCell(base, base, next);
        expect(result).toEqual(
          base === next ? { kind: 'unchanged' } : { kind: 'write', value: next, replaced: false },
        );
      }),
    );
  });
});

describe('mergeCell where the other edit moved the text', () => {
  it('applies an edit after text the other edit lengthened', () => {
    const base = 'WHEN a user signs in, the system shall write an audit log entry within 1 second.';
    const theirs = base.replace('a user', 'an administrator');
    const mine = base.replace('within 1 second', 'within 2 seconds');
    expect(mergeCell(theirs, base, mine)).toEqual({
      kind: 'write',
      value: 'WHEN an administrator signs in, the system shall write an audit log entry within 2 seconds.',
      replaced: false,
    });
  });
});
