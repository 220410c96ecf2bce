/** A large, deterministic spec file for benchmarks: N requirements × 8 columns, two of them select columns. */

const TYPES = ['requirement', 'requirement', 'requirement', 'chapter', 'context', 'comment'];
const PRIORITIES = ['Must', 'Should', 'Could', "Won't"];
const ACTORS = ['The system', 'The user', 'An administrator', 'The API', 'The mobile app', 'The scheduler'];
const VERBS = [
  'shall store',
  'shall show',
  'shall export',
  'shall validate',
  'shall notify',
  'shall archive',
];
const OBJECTS = [
  'each task',
  'the project list',
  'an audit entry',
  'the invoice',
  'every comment',
  'the report',
];
const LIMITS = [
  'within 2 s',
  'for 95 % of requests',
  'at most once per hour',
  'in UTF-8',
  'before midnight UTC',
];

/** A small seeded generator (mulberry32), so every run benchmarks the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BENCH_COLUMNS = [
  { field: 'req_id', headerName: 'ID', editorType: 'text', width: 110 },
  { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
  {
    field: 'this_is_a',
    headerName: 'Type',
    editorType: 'select',
    valueOptions: [...new Set(TYPES)],
    width: 130,
  },
  { field: 'priority', headerName: 'Priority', editorType: 'select', valueOptions: PRIORITIES, width: 110 },
  { field: 'owner', headerName: 'Owner', editorType: 'text', width: 140 },
  { field: 'acceptance_criteria', headerName: 'Acceptance criteria', editorType: 'textarea', width: 320 },
  { field: 'source', headerName: 'Source', editorType: 'text', width: 160 },
  { field: 'comment', headerName: 'Comment', editorType: 'textarea', width: 240 },
];

export interface GeneratedSpec {
  columns: typeof BENCH_COLUMNS;
  rows: Record<string, string | number>[];
}

export function generateSpec(rowCount: number, seed = 42): GeneratedSpec {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const rows = Array.from({ length: rowCount }, (_, index) => {
    const n = index + 1;
    return {
      id: `bench-${n}`,
      rowOrder: n,
      tempChangeStatus: 'unchanged',
      req_id: `REQ-${String(n).padStart(5, '0')}`,
      description: `${pick(ACTORS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(LIMITS)} (item ${n}).`,
      this_is_a: pick(TYPES),
      priority: pick(PRIORITIES),
      owner: `team-${1 + Math.floor(next() * 40)}`,
      acceptance_criteria: `Given ${pick(OBJECTS)}, when it changes, then ${pick(ACTORS).toLowerCase()} ${pick(VERBS)} it ${pick(LIMITS)}.`,
      source: `workshop ${1 + Math.floor(next() * 12)}`,
      comment: next() < 0.2 ? `Check with ${pick(ACTORS).toLowerCase()} owners.` : '',
    };
  });
  return { columns: BENCH_COLUMNS, rows };
}
