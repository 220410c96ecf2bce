import { createRequirementFile, importSpec, JUNIT_MESSAGES } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { mcpTestSpec } from '../test/mcp-spec.js';
import { createJunitPool } from './junit-pool.js';

describe('the JUnit import thread', () => {
  it('stops a report read longer than its time limit with 503 and the product message', async () => {
    const pool = createJunitPool({ timeoutMs: 1 });
    try {
      const imported = importSpec(mcpTestSpec());
      if (!imported.ok) throw new Error(imported.message);
      const file = createRequirementFile(imported.spec, { id: 'spec', title: 'Spec' });
      const read = pool.read({ junit: '<testsuite/>', file });
      await expect(read).rejects.toBeInstanceOf(AppError);
      await expect(read).rejects.toMatchObject({ statusCode: 503, message: JUNIT_MESSAGES.tooSlow });
    } finally {
      await pool.close();
    }
  });
});
