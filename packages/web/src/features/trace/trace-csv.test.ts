import { traceView } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { traceViewCsv } from './trace-csv';
import { traceFixture } from './trace-fixture';

describe('traceViewCsv', () => {
  it('writes one row per requirement with its chapter, tests, status, suspect and drift', () => {
    const csv = traceViewCsv(
      traceView(traceFixture([{ from: 'T-1', to: 'REQ-1', type: 'verifies', suspect: true }])),
    );
    expect(csv.split('\r\n')).toEqual([
      'ID,Requirement,Chapter,Tests,Status,Suspect,Drifted',
      'REQ-1,"When an order is placed, the shop shall send a receipt.",1 Checkout,T-1,not run,yes,no',
      'REQ-2,The shop shall export invoices as PDF documents.,2 Invoices,,no tests,no,no',
      'REQ-3,The search shall answer within 2 seconds.,2 Invoices,,no tests,no,no',
      '',
    ]);
  });
});
