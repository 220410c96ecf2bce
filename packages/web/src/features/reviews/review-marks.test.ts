import { CHANGED_SINCE_APPROVED, type Row, rowFingerprint } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { markBy, reviewOf } from '../../test/review-fixtures';
import { markerBadges, markerLabel, markOf, rolesOf, rowMarkers, rowStateIn } from './review-marks';

const row = (id: string, description: string): Row =>
  ({ id, rowOrder: 1, tempChangeStatus: 'unchanged', description }) as Row;

describe('the marks of a review', () => {
  it('knows the parts a person plays and the mark they gave a row', () => {
    const review = reviewOf({ marks: [markBy('u1', 'r1', 'reviewed')] });
    expect(rolesOf(review, 'u1')).toEqual(['reviewer']);
    expect(rolesOf(review, 'u3')).toEqual([]);
    expect(markOf(review, 'r1', 'u1', 'reviewer')).toBe('reviewed');
    expect(markOf(review, 'r2', 'u1', 'reviewer')).toBeNull();
  });

  it('shows a row waiting, reviewed once every reviewer did, approved once every approver did', () => {
    expect(rowStateIn(reviewOf(), 'r1')).toBe('waiting');
    const reviewed = reviewOf({ marks: [markBy('u1', 'r1', 'reviewed')] });
    expect(rowStateIn(reviewed, 'r1')).toBe('reviewed');
    const approved = reviewOf({ marks: [markBy('u1', 'r1', 'reviewed'), markBy('u2', 'r1', 'approved')] });
    expect(rowStateIn(approved, 'r1')).toBe('approved');
  });

  it('puts a problem first: rejected, then needs changes', () => {
    const both = reviewOf({ marks: [markBy('u1', 'r1', 'needs_changes'), markBy('u2', 'r1', 'rejected')] });
    expect(rowStateIn(both, 'r1')).toBe('rejected');
    expect(rowStateIn(reviewOf({ marks: [markBy('u1', 'r1', 'needs_changes')] }), 'r1')).toBe(
      'needs_changes',
    );
  });
});

describe('the row markers', () => {
  it('marks the rows of the open review and a row changed since it was approved', () => {
    const approvedText = row('r3', 'The system shall export CSV.');
    const approvedRows = { r3: rowFingerprint(approvedText), r4: rowFingerprint(row('r4', 'Same.')) };
    const rows = [
      row('r1', 'a'),
      row('r2', 'b'),
      row('r3', 'The system shall export CSV and JSON.'),
      row('r4', 'Same.'),
      row('r5', 'c'),
    ];
    const markers = rowMarkers(rows, [reviewOf({ marks: [markBy('u2', 'r1', 'rejected')] })], approvedRows);
    expect([...markers.keys()]).toEqual(['r1', 'r2', 'r3']);
    expect(markerLabel(markers.get('r1') ?? { state: null, changedSinceApproved: false })).toBe('Rejected');
    expect(markers.get('r2')).toEqual({ state: 'waiting', changedSinceApproved: false });
    const changed = markers.get('r3') ?? { state: null, changedSinceApproved: false };
    expect(markerBadges(changed)).toEqual([{ text: CHANGED_SINCE_APPROVED, tone: 'changed' }]);
  });

  it('leaves closed and cancelled reviews out of the marks', () => {
    const closed = reviewOf({ status: 'approved', marks: [markBy('u2', 'r1', 'approved')] });
    expect(rowMarkers([row('r1', 'a')], [closed], {}).size).toBe(0);
  });
});
