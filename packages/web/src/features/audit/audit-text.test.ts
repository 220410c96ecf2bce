import type { AuditEntry } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { auditCsv, changeText, shortened } from './audit-text';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-28T10:00:00.000Z',
  user: { id: 'u1', name: 'Ann Lee' },
  action: 'edited',
  row_id: 'r1',
  field: 'description',
  before: null,
  after: null,
  detail: '',
  ...fields,
});

describe('audit texts', () => {
  it('says what changed as plain text', () => {
    expect(changeText(entry({ before: 'Old', after: 'New' }))).toBe('Old → New');
    expect(changeText(entry({ before: '', after: 'New' }))).toBe('(empty) → New');
    expect(changeText(entry({}))).toBe('');
    expect(changeText(entry({ after: { from: 'r1', to: 'r2' } }))).toBe('(empty) → {"from":"r1","to":"r2"}');
  });

  it('shortens long values to their first characters', () => {
    expect(shortened('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(shortened('short', 10)).toBe('short');
  });

  it('writes CSV with a header, quoted cells and formulas neutralised', () => {
    const csv = auditCsv([entry({ before: '=SUM(A1)', after: 'Ok, "quoted"' })]);
    expect(csv.split('\r\n')).toEqual([
      'Time,Person,Action,Detail,Row,Field,Before,After',
      `2026-11-28T10:00:00.000Z,Ann Lee,Edited,,r1,description,"'=SUM(A1)","Ok, ""quoted"""`,
    ]);
  });
});
