import { applyCommand, createRequirementFile, importSpec } from '@specwright/core';
import { buildTraceMatrix } from '@specwright/quality/generate';
import { describe, expect, it } from 'vitest';
import { linkedTrace, tracePairKey, traceSources, traceTargets } from './trace-sources';

function spec() {
  const imported = importSpec({
    formatVersion: 2,
    columns: [{ field: 'description', headerName: 'Requirement' }],
    rows: [
      { id: 'REQ-1', description: 'The shop shall send a receipt.' },
      { id: 'TC-1', description: 'A placed order sends a receipt.' },
    ],
    links: [{ from: 'TC-1', to: 'REQ-1', type: 'verifies' }],
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'f', title: 'Shop' });
}

describe('a spec traced against itself', () => {
  it('links the rows its verifies links join, and names the suspect pairs', () => {
    const file = applyCommand(spec(), {
      type: 'editCell',
      rowId: 'REQ-1',
      field: 'description',
      value: 'Changed.',
    });
    const linked = linkedTrace(file, 'id', undefined);
    expect(linked.suspect).toEqual([tracePairKey('REQ-1', 'TC-1')]);
    const matrix = buildTraceMatrix(traceTargets(file, 'id'), traceSources(file, 'none', undefined, linked));
    expect(matrix.links.filter((link) => link.kind === 'linked')).toEqual([
      expect.objectContaining({ leftId: 'REQ-1', rightId: 'TC-1' }),
    ]);
    expect(linkedTrace(spec(), 'id', undefined).suspect).toEqual([]);
  });
});
