import { endpointUrl, type GeneratedTestCase, generateEndpoints } from '@specwright/core';
import type { TestCase, TestType } from '@specwright/quality/generate';
import { apiRequest } from '../../api/api-request';

/** A model call per 60 cases, asked at once: a long spec takes about one call's time. */
const REFINE_TIMEOUT_MS = 300_000;

/** The cases reworded by the server's language model (ids, kinds and traced ids unchanged). */
export async function refineTestCases(
  type: TestType,
  cases: readonly TestCase[],
): Promise<GeneratedTestCase[]> {
  const answer = await apiRequest(endpointUrl(generateEndpoints.tests), {
    method: 'POST',
    body: { type, cases },
    schema: generateEndpoints.tests.response,
    timeoutMs: REFINE_TIMEOUT_MS,
  });
  return answer.cases;
}
