/** Coverage from test results: JUnit XML read, and its cases matched to a spec's requirements. */

export type { CodePattern } from './code-pattern.js';
export {
  CODE_LINE_SEARCH_BUDGET,
  CODE_PATTERN_MAX_SIZE,
  CODE_PATTERN_MESSAGES,
  CODE_SCAN_LINE_CHARS,
  codePatternProblem,
  compileCodePattern,
  idsInLine,
} from './code-pattern.js';
export type { CoverageReport, CoverageStatus, RequirementCoverage } from './coverage.js';
export { coverageOf } from './coverage.js';
export { driftedRowIds, requirementTextFingerprint } from './drift.js';
export type { JunitCase, JunitParse, JunitResults, JunitStatus } from './junit.js';
export { JUNIT_MAX_BYTES, JUNIT_MAX_CASES, JUNIT_MESSAGES, parseJunit } from './junit.js';
export type { TraceChapter, TraceCounts } from './trace-chapters.js';
export { chapterDepth } from './trace-chapters.js';
export type { TraceInputs, TraceRequirement, TraceTest, TraceView, UnnamedTest } from './trace-view.js';
export { traceView } from './trace-view.js';
