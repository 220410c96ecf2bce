import { createRequirementFile, importSpec, traceView } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { traceFixture } from './trace-fixture';
import { KEEP_BOTH_SPECS, otherSpecProposals, ownProposals } from './trace-proposals';

const tests = () => {
  const imported = importSpec({
    columns: [
      { field: 'description', headerName: 'Test' },
      { field: 'verifies', headerName: 'Verifies' },
    ],
    rows: [
      { id: 'QA-1', description: 'Invoices are exported as PDF documents', verifies: '' },
      { id: 'QA-2', description: 'A placed order sends a receipt', verifies: 'REQ-1' },
    ],
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'qa', title: 'QA' });
};

describe('trace proposals', () => {
  it('suggests a verifies link from a lone test to the requirement it reads like, not the linked pair', () => {
    const file = traceFixture();
    const proposals = ownProposals(file.id, traceView(file));
    expect(proposals.map((p) => [p.requirementLabel, p.testLabel, p.link])).toEqual([
      ['REQ-2', 'T-2', { from: 'T-2', to: 'REQ-2', type: 'verifies' }],
    ]);
    expect(proposals[0]?.blocked).toBeUndefined();
  });

  it('suggests links across specs only when both are kept, with the other spec named', () => {
    const left = traceFixture();
    const requirementRowIds = new Set(traceView(left).requirements.map((requirement) => requirement.rowId));
    const trace = {
      left,
      requirementRowIds,
      right: tests(),
      leftField: 'id',
      rightField: 'verifies',
      idField: undefined,
    };
    const [loose] = otherSpecProposals(trace);
    expect(loose?.blocked).toBe(KEEP_BOTH_SPECS);
    const [kept] = otherSpecProposals({ ...trace, leftSpecId: 'spec-shop', rightSpecId: 'spec-qa' });
    expect(kept).toMatchObject({
      fileId: 'qa',
      link: { from: 'QA-1', to: 'REQ-2', type: 'verifies', toSpec: 'spec-shop' },
    });
    expect(kept?.blocked).toBeUndefined();
  });
});
