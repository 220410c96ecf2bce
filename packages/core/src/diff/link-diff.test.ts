import { describe, expect, it } from 'vitest';
import { changedLinks, linkDiff, rowsOfLinks, sameLinks } from './link-diff.js';

const verifies = { from: 'r3', to: 'r1', type: 'verifies' };
const refines = { from: 'r2', to: 'r1', type: 'refines' };
const dependsOn = { from: 'r3', to: 'r4', type: 'depends on' };

describe('linkDiff', () => {
  it('lists the links added, then those removed, named by the labels given or else by row id', () => {
    const changes = linkDiff([refines, dependsOn], [verifies, refines], { r3: 'R3', r1: 'R1' });
    expect(changes).toEqual([
      { kind: 'added', from: 'r3', to: 'r1', type: 'verifies', fromLabel: 'R3', toLabel: 'R1' },
      { kind: 'removed', from: 'r3', to: 'r4', type: 'depends on', fromLabel: 'R3', toLabel: 'r4' },
    ]);
  });

  it('finds nothing between the same links in any order; a new type is one removed and one added', () => {
    expect(linkDiff([verifies, refines], [refines, verifies])).toEqual([]);
    const retyped = { ...verifies, type: 'refines' };
    expect(changedLinks([verifies], [retyped])).toEqual({ added: [retyped], removed: [verifies] });
  });

  it('names a row that is not labelled by its id, whatever the labels object inherits', () => {
    expect(linkDiff([], [{ from: 'toString', to: 'r1', type: 'refines' }])[0]?.fromLabel).toBe('toString');
  });
});

describe('sameLinks and rowsOfLinks', () => {
  it('compares lists link by link, no links and an empty list alike', () => {
    expect(sameLinks(undefined, [])).toBe(true);
    expect(sameLinks([verifies], [{ ...verifies }])).toBe(true);
    expect(sameLinks([verifies, refines], [refines, verifies])).toBe(false);
    expect(sameLinks([verifies], [])).toBe(false);
  });

  it('names each row once', () => {
    expect(rowsOfLinks([verifies, refines, dependsOn])).toEqual(['r3', 'r1', 'r2', 'r4']);
  });
});
