import { z } from 'zod';
import { text } from './text.js';

/** The test types of Generate → Test. */
export const generatedTestTypes = ['unit', 'integration', 'e2e'] as const;

/** At most this many test cases go to the language model in one request. */
export const GENERATE_TESTS_MAX_CASES = 1_000;

const line = text().trim().min(1).max(2_000);

/** One acceptance scenario in Given/When/Then form and the requirement ids it verifies. */
export const generatedTestCaseSchema = z.object({
  id: text().trim().min(1).max(40),
  title: text().trim().max(300),
  given: line,
  when: line,
  outcome: line,
  kind: z.enum(['scenario', 'boundary']),
  verifies: z.array(text().trim().min(1).max(200)).min(1).max(50),
});
export type GeneratedTestCase = z.output<typeof generatedTestCaseSchema>;

/** `POST /api/generate/tests`: the deterministic cases of Generate → Test, refined by the language model. */
export const generateTestsRequestSchema = z.object({
  type: z.enum(generatedTestTypes),
  cases: z.array(generatedTestCaseSchema).min(1).max(GENERATE_TESTS_MAX_CASES),
});
export type GenerateTestsRequest = z.output<typeof generateTestsRequestSchema>;

/** The refined cases: the same ids, kinds and traced requirement ids, with clearer Given/When/Then. */
export const generateTestsResponseSchema = z.object({
  cases: z.array(generatedTestCaseSchema),
});
export type GenerateTestsResponse = z.output<typeof generateTestsResponseSchema>;
