import { createRequirementFile, importSpec, type RequirementFile, type TestResults } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { mcpTestSpec } from '../test/mcp-spec.js';
import { ToolError } from './requirement-tools.js';
import { NO_TEST_RESULTS, traceRequirement } from './trace-requirement.js';

/** mcpTestSpec with a test row t1 verifying REQ-1, REQ-1 refining REQ-3 (suspect), and a link to another spec. */
function tracedSpec(): RequirementFile {
  const spec = mcpTestSpec();
  const testRow = {
    id: 't1',
    req_id: 'TEST-1',
    description: 'Signing in writes an entry',
    this_is_a: 'test',
  };
  const imported = importSpec({
    ...spec,
    rows: [...spec.rows, { rowOrder: 5, ...testRow }],
    formatVersion: 2,
    links: [
      { from: 't1', to: 'r1', type: 'verifies' },
      { from: 'r1', to: 'r3', type: 'refines', suspect: true },
    ],
  });
  if (!imported.ok) throw new Error(imported.message);
  const file = createRequirementFile(imported.spec, { id: 'spec', title: 'Sign-in' });
  const acrossSpecs = { from: 'r1', to: 'x9', type: 'derives from', toSpec: 'other-spec' };
  return { ...file, links: [...(file.links ?? []), acrossSpecs] };
}

const results: TestResults = {
  run: {
    id: 'run',
    source: 'api',
    name: 'CI 7',
    ran_at: '2026-11-28T21:04:11.532Z',
    created_at: '2026-11-28T21:05:00.000Z',
    created_by: null,
    cases: 3,
    passed_cases: 1,
    failed_cases: 1,
    skipped_cases: 1,
    coverage: 33.333,
    unmatched: [],
  },
  requirements: [
    { row_id: 'r1', status: 'failed', passed: 1, failed: 1, skipped: 0, failure: 'TEST-1 rejects' },
    { row_id: 'r3', status: 'untested', passed: 0, failed: 0, skipped: 1 },
  ],
};

describe('trace_requirement', () => {
  const file = tracedSpec();

  it('answers links out and in, across specs by spec id and row id, and the rows that verify it', () => {
    const traced = traceRequirement(file, { id: 'REQ-1' }, null);
    expect(traced.requirement).toMatchObject({ id: 'r1', label: 'REQ-1' });
    expect(traced.links_out).toEqual([
      {
        type: 'refines',
        id: 'r3',
        label: 'REQ-3',
        text: 'The administrator shall export the audit log as CSV.',
        suspect: true,
      },
      { type: 'derives from', id: 'x9', label: 'x9', text: null, suspect: false, spec_id: 'other-spec' },
    ]);
    expect(traced.links_in).toEqual([
      { type: 'verifies', id: 't1', label: 'TEST-1', text: 'Signing in writes an entry', suspect: false },
    ]);
    expect(traced.tests).toEqual([{ id: 't1', label: 'TEST-1', text: 'Signing in writes an entry' }]);
    expect(traced.test_results).toEqual({ status: 'none', message: NO_TEST_RESULTS });
  });

  it('answers what the last run says of it', () => {
    expect(traceRequirement(file, { id: 'r1' }, results).test_results).toEqual({
      status: 'failed',
      run: { name: 'CI 7', ran_at: '2026-11-28T21:04:11.532Z', coverage: 33.3 },
      passed: 1,
      failed: 1,
      skipped: 0,
      failure: 'TEST-1 rejects',
    });
    expect(traceRequirement(file, { id: 'REQ-3' }, results).test_results).toMatchObject({
      status: 'untested',
    });
    expect(traceRequirement(file, { id: 'c1' }, results).test_results).toMatchObject({ status: 'none' });
  });

  it('is a tool error for an unknown id', () => {
    expect(() => traceRequirement(file, { id: 'REQ-404' }, results)).toThrow(ToolError);
  });
});
