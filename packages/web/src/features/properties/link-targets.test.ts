import { describe, expect, it } from 'vitest';
import { type LinkTarget, matchingTargets } from './link-targets';

const targets: LinkTarget[] = [
  { id: 'a', label: 'REQ-1', text: 'The pump shall stop within 2 s.' },
  { id: 'b', label: 'REQ-2', text: 'The display shall show REQ-1 status.' },
  { id: 'c', label: 'TEST-12', text: 'Verify that the pump stops.' },
  { id: 'd', label: 'REQ-10', text: 'Alarms are logged.' },
];

describe('matchingTargets', () => {
  it('gives the first rows when nothing is typed', () => {
    expect(matchingTargets(targets, '  ', 2).map((t) => t.label)).toEqual(['REQ-1', 'REQ-2']);
  });

  it('puts rows whose id starts with the query before rows that only mention it', () => {
    expect(matchingTargets(targets, 'req-1', 10).map((t) => t.label)).toEqual(['REQ-1', 'REQ-10', 'REQ-2']);
  });

  it('finds rows by every typed word of their text, in any case', () => {
    expect(matchingTargets(targets, 'PUMP stop', 10).map((t) => t.label)).toEqual(['REQ-1', 'TEST-12']);
  });

  it('gives at most the limit', () => {
    expect(matchingTargets(targets, 'e', 3)).toHaveLength(3);
  });

  it('gives nothing when no row matches', () => {
    expect(matchingTargets(targets, 'valve', 10)).toEqual([]);
  });
});
