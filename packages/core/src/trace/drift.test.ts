import { describe, expect, it } from 'vitest';
import type { Row } from '../spec/model.js';
import { driftedRowIds, requirementTextFingerprint } from './drift.js';

const row = (id: string, description: string): Row => ({
  id,
  rowOrder: 0,
  tempChangeStatus: 'unchanged',
  description,
});
const fileOf = (...data: Row[]) => ({ data, columns: [{ field: 'description' }] });

describe('drift from code', () => {
  it('marks a row drifted once its text differs from the text the scan found', () => {
    const before = fileOf(row('REQ-1', 'The system shall log sign-ins.'), row('REQ-2', 'Export as CSV.'));
    const links = before.data.map((each) => ({
      row_id: each.id,
      fingerprint: requirementTextFingerprint(before, each),
    }));
    expect(driftedRowIds(before, links).size).toBe(0);
    const after = fileOf(
      row('REQ-1', 'The system shall log every sign-in.'),
      row('REQ-2', 'Export as CSV. '),
    );
    expect([...driftedRowIds(after, links)]).toEqual(['REQ-1']);
    expect(driftedRowIds(fileOf(row('REQ-2', 'Export as CSV.')), links).size).toBe(0);
  });
});
