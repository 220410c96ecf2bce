import { applyCommand, createRequirementFile, importSpec } from '@specwright/core';
import { generateTestCases } from '@specwright/quality/generate';
import { describe, expect, it } from 'vitest';
import { linkedTests } from './test-links';
import { testSources } from './test-sources';

function spec() {
  const imported = importSpec({
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement' },
      { field: 'this_is_a', headerName: 'Type' },
    ],
    rows: [
      { id: 'r1', req_id: 'REQ-1', description: 'When an order is placed, the shop shall send a receipt.' },
      { id: 'r2', req_id: 'REQ-2', description: 'The search shall answer within 2 seconds.' },
    ],
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'f', title: 'Shop' });
}

describe('generated tests added to their spec', () => {
  it('are rows of the spec linked with verifies to their requirements, and turn suspect when one changes', () => {
    const file = spec();
    const cases = generateTestCases(testSources(file, 'all', null));
    const { rows, links } = linkedTests(file, cases, 'unit');
    const added = applyCommand(file, { type: 'appendLinkedRows', rows, links });
    expect(added.data).toHaveLength(2 + cases.length);
    expect(added.data.at(-1)).toMatchObject({ this_is_a: 'test', tempChangeStatus: 'unchanged' });
    expect(new Set(added.links?.map((link) => `${link.type} ${link.to}`))).toEqual(
      new Set(['verifies r1', 'verifies r2']),
    );
    const edited = applyCommand(added, {
      type: 'editCell',
      rowId: 'r2',
      field: 'description',
      value: 'Changed.',
    });
    const marked = edited.links?.filter((link) => link.suspect) ?? [];
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((link) => link.to === 'r2')).toBe(true);
  });
});
