import { z } from 'zod';
import { commentPersonSchema } from './comments.js';
import { endpoint } from './endpoint.js';
import { specParamsSchema } from './specs.js';
import { text } from './text.js';

/** What the last test run says of a requirement: every matched case passed, one failed, or none matched. */
export const TEST_STATUSES = ['passed', 'failed', 'untested'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** Where a test run came from: a file imported in the app, or `POST …/test-results` from CI. */
export const TEST_RUN_SOURCES = ['upload', 'api'] as const;

/** The most names of cases that name no requirement one run keeps (the rest are counted only). */
export const MAX_UNMATCHED_CASES = 500;

export const requirementResultSchema = z.object({
  row_id: z.string(),
  status: z.enum(TEST_STATUSES),
  passed: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** The name of the first failed case matched to the requirement. */
  failure: z.string().optional(),
});
export type RequirementResult = z.infer<typeof requirementResultSchema>;

export const testRunSchema = z.object({
  id: z.string(),
  source: z.enum(TEST_RUN_SOURCES),
  /** The imported file's name, or the name CI gave the run. */
  name: z.string(),
  /** When the tests ran: the report's timestamp, else when it was imported. */
  ran_at: z.string(),
  created_at: z.string(),
  created_by: commentPersonSchema.nullable(),
  cases: z.number().int(),
  passed_cases: z.number().int(),
  failed_cases: z.number().int(),
  skipped_cases: z.number().int(),
  /** Requirements that passed, as a percentage of all requirements (0–100). */
  coverage: z.number(),
  /** Cases that name no requirement, at most `MAX_UNMATCHED_CASES`, in file order. */
  unmatched: z.array(z.string()),
});
export type TestRun = z.infer<typeof testRunSchema>;

/** `GET /api/specs/{id}/test-results`: the last run and what it says of each requirement row. */
export const testResultsSchema = z.object({
  run: testRunSchema.nullable(),
  requirements: z.array(requirementResultSchema),
});
export type TestResults = z.infer<typeof testResultsSchema>;

/**
 * `POST /api/specs/{id}/test-results` as JSON: a JUnit XML report and its name. The same route also takes
 * the report itself as `application/xml` or `text/xml` (the name from `?name=`), as CI sends it.
 */
export const testResultsImportSchema = z.object({
  name: text().trim().min(1).max(200),
  junit: text().min(1),
});
export const testResultsQuerySchema = z.object({ name: text().trim().min(1).max(200).optional() });

/** The pattern a code scan looks for when none is given: an upper-case prefix, a hyphen and a number. */
export const DEFAULT_CODE_ID_PATTERN = '\\b[A-Z][A-Z0-9]*-\\d+\\b';

export const CODE_SCAN_STATES = ['running', 'done', 'failed'] as const;

export const codeScanSchema = z.object({
  id: z.string(),
  repository_id: z.string(),
  branch: z.string(),
  pattern: z.string(),
  state: z.enum(CODE_SCAN_STATES),
  commit: z.string().nullable(),
  files_total: z.number().int(),
  files_scanned: z.number().int(),
  links_found: z.number().int(),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CodeScan = z.infer<typeof codeScanSchema>;

/** "Implemented in file:line": where a scan found a requirement named, at which commit. */
export const codeLinkSchema = z.object({
  row_id: z.string(),
  path: z.string(),
  line: z.number().int(),
  commit: z.string(),
  /** `textFingerprint` of the row's text when it was found; the text changed since when the row's now differs. */
  fingerprint: z.string(),
  drifted: z.boolean(),
});
export type CodeLink = z.infer<typeof codeLinkSchema>;

/** `GET /api/specs/{id}/code-trace`: the last scan and the links it found. */
export const codeTraceSchema = z.object({
  scan: codeScanSchema.nullable(),
  links: z.array(codeLinkSchema),
});
export type CodeTrace = z.infer<typeof codeTraceSchema>;

export const codeScanCreateSchema = z.object({
  repository_id: z.uuid(),
  branch: text().trim().min(1).max(255),
  pattern: text().min(1).max(200).optional(),
});

/** Coverage from test results and drift from code, kept per spec. */
export const traceEndpoints = {
  testResults: endpoint({
    method: 'GET',
    path: '/api/specs/:id/test-results',
    params: specParamsSchema,
    response: testResultsSchema,
  }),
  importTestResults: endpoint({
    method: 'POST',
    path: '/api/specs/:id/test-results',
    params: specParamsSchema,
    querystring: testResultsQuerySchema,
    body: testResultsImportSchema,
    response: testResultsSchema,
    status: 201,
  }),
  codeTrace: endpoint({
    method: 'GET',
    path: '/api/specs/:id/code-trace',
    params: specParamsSchema,
    response: codeTraceSchema,
  }),
  scanCode: endpoint({
    method: 'POST',
    path: '/api/specs/:id/code-scans',
    params: specParamsSchema,
    body: codeScanCreateSchema,
    response: codeScanSchema,
    status: 201,
  }),
};
