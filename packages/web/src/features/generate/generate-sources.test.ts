import { createRequirementFile, importSpec } from '@specwright/core';
import { buildTraceMatrix, generateTestCases } from '@specwright/quality/generate';
import { describe, expect, it } from 'vitest';
import { testResultFile } from './test-result';
import { testSources } from './test-sources';
import { defaultLeftField, defaultRightField, defaultRightFile } from './trace-choices';
import { traceSources, traceTargets } from './trace-sources';

function spec(id: string, columns: object[], rows: object[]) {
  const imported = importSpec({ columns, rows });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id, title: `Spec ${id}` });
}

const requirements = spec(
  'left',
  [
    { field: 'req_id', headerName: 'ID' },
    { field: 'description', headerName: 'Requirement' },
    { field: 'this_is_a', headerName: 'Type' },
  ],
  [
    { id: 'r0', req_id: '', description: 'Orders', this_is_a: 'chapter' },
    {
      id: 'r1',
      req_id: 'REQ-1',
      description: 'When an order is placed, the shop shall send a receipt within 5 minutes.',
    },
    { id: 'r2', req_id: '', description: 'The shop shall list orders.' },
  ],
);

describe('Generate Test sources and result', () => {
  it('takes every requirement (not chapters), named by the ID column or the row id', () => {
    expect(testSources(requirements, 'all', null).map((source) => source.id)).toEqual(['REQ-1', 'r2']);
    expect(testSources(requirements, 'selected', 'r2')).toEqual([
      { id: 'r2', text: 'The shop shall list orders.' },
    ]);
    // A chapter is not a requirement: with it selected, every requirement is taken.
    expect(testSources(requirements, 'selected', 'r0')).toHaveLength(2);
  });

  it('opens the cases as a spec: one row per case with the scenario and the ids it verifies', () => {
    const cases = generateTestCases(testSources(requirements, 'all', null));
    const file = testResultFile('out', 'Shop', cases, 'e2e');
    expect(file.title).toBe('Shop — e2e tests');
    expect(file.data.map((row) => [row.id, row.kind, row.verifies, row.test_type])).toEqual([
      ['TC-001', 'scenario', 'REQ-1', 'e2e'],
      ['TC-002', 'boundary', 'REQ-1', 'e2e'],
      ['TC-003', 'scenario', 'r2', 'e2e'],
    ]);
    expect(String(file.data[0]?.description)).toBe(
      'Given the shop is ready\nWhen an order is placed\nThen the shop shall send a receipt within 5 minutes',
    );
  });
});

describe('Generate Traceability sources', () => {
  const cases = generateTestCases(testSources(requirements, 'all', null));
  const tests = testResultFile('tests', 'Shop', cases, 'unit');

  it('starts with the ID column on the left and a spec with a verifies column on the right', () => {
    expect(defaultLeftField(requirements)).toBe('req_id');
    expect(defaultRightFile([requirements, tests], 'left')?.id).toBe('tests');
    expect(defaultRightField(tests)).toBe('verifies');
    expect(defaultRightField(requirements)).toBe('req_id');
  });

  it('traces generated tests back to every requirement they were made from', () => {
    const left = traceTargets(requirements, 'req_id');
    expect(left.map((item) => item.id)).toEqual(['REQ-1', 'r2']);
    const right = traceSources(tests, 'verifies', 'test_id');
    const matrix = buildTraceMatrix(left, right);
    expect(matrix.coverage).toBe(100);
    expect(matrix.orphans).toEqual([]);
    expect(matrix.links.filter((link) => link.kind === 'linked')).toHaveLength(3);
  });
});
