import type { ProposedChangeStatus, Row } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import {
  decisionChoices,
  pendingStatus,
  STATUS_DISPLAY,
  statusRowClassRules,
} from './proposed-change-status';

const row = (tempChangeStatus: ProposedChangeStatus): Row => ({ id: 'r', rowOrder: 1, tempChangeStatus });

describe('row statuses', () => {
  it('offers Keep/Delete for removed rows and Accept/Reject for the other proposed changes', () => {
    expect(decisionChoices('removed').map((c) => c.label)).toEqual(['Keep', 'Delete']);
    for (const status of ['added', 'changed-updated', 'changed-original'] as const) {
      expect(decisionChoices(status).map((c) => [c.label, c.decision])).toEqual([
        ['Accept', 'accept'],
        ['Reject', 'reject'],
      ]);
    }
    expect(decisionChoices(null)).toEqual([]);
  });

  it('labels every pending status in words, with a marker', () => {
    expect(Object.values(STATUS_DISPLAY).map((d) => `${d.marker} ${d.label}`)).toEqual([
      '+ Added',
      '− Removed',
      '= Original',
      '~ Changed',
    ]);
    expect(pendingStatus(row('unchanged'))).toBeNull();
    expect(pendingStatus(row('removed'))).toBe('removed');
  });

  it('gives each pending row exactly one status class', () => {
    const classes = (status: ProposedChangeStatus) =>
      Object.entries(statusRowClassRules)
        .filter(([, applies]) => applies({ data: row(status) }))
        .map(([name]) => name);
    expect(classes('added')).toEqual(['sw-row--added']);
    expect(classes('changed-original')).toEqual(['sw-row--original']);
    expect(classes('unchanged')).toEqual([]);
  });
});
