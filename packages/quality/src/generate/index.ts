export type { Boundary } from './boundaries.js';
export { boundariesOf } from './boundaries.js';
export type { EarsParts } from './ears-parts.js';
export { earsParts } from './ears-parts.js';
export type { SkeletonFile } from './skeleton.js';
export { fileStem, testSkeleton } from './skeleton.js';
export type { SourceRequirement, TestCase, TestType } from './test-cases.js';
export { generateTestCases, scenarioText, TEST_TYPES, testCaseId } from './test-cases.js';
export { TRACE_CSV_HEADER, TRACE_LINK_LABELS, traceMatrixCsv } from './trace-csv.js';
export type {
  TraceLink,
  TraceMatrix,
  TraceOptions,
  TraceOrphan,
  TraceSource,
  TraceTarget,
} from './trace-matrix.js';
export { buildTraceMatrix, DEFAULT_SUGGESTION_THRESHOLD, referencedIds } from './trace-matrix.js';
