import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';
import { specs } from './schema-specs.js';
import { user } from './schema-user.js';

/** The spec a record belongs to, removed with it. */
const specOf = () =>
  uuid('spec_id')
    .notNull()
    .references(() => specs.id, { onDelete: 'cascade' });

/** What one test run said of one requirement row. */
export interface StoredRequirementResult {
  row_id: string;
  status: 'passed' | 'failed' | 'untested';
  passed: number;
  failed: number;
  skipped: number;
  failure?: string;
}

/**
 * One imported JUnit run of a spec's tests (a file uploaded in the app, or posted from CI with an API
 * token): its figures and what it says of each requirement row, matched when it was imported.
 */
export const specTestRuns = pgTable(
  'spec_test_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    specId: specOf(),
    source: text('source').notNull(),
    name: text('name').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    cases: integer('cases').notNull(),
    passedCases: integer('passed_cases').notNull(),
    failedCases: integer('failed_cases').notNull(),
    skippedCases: integer('skipped_cases').notNull(),
    coverage: doublePrecision('coverage').notNull(),
    requirements: jsonb('requirements').$type<StoredRequirementResult[]>().notNull(),
    unmatched: jsonb('unmatched').$type<string[]>().notNull(),
  },
  (table) => [
    check('spec_test_runs_source', sql`${table.source} in ('upload', 'api')`),
    index('spec_test_runs_spec_idx').on(table.specId, table.createdAt),
  ],
);

/**
 * A scan of one branch of a connected repository for the requirement ids named in its files. The
 * repository is named by id only: its scans outlive it, as the commits they name do.
 */
export const specCodeScans = pgTable(
  'spec_code_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    specId: specOf(),
    repositoryId: uuid('repository_id').notNull(),
    branch: text('branch').notNull(),
    pattern: text('pattern').notNull(),
    state: text('state').notNull().default('running'),
    commit: text('commit'),
    filesTotal: integer('files_total').notNull().default(0),
    filesScanned: integer('files_scanned').notNull().default(0),
    linksFound: integer('links_found').notNull().default(0),
    error: text('error'),
    startedBy: text('started_by').references(() => user.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('spec_code_scans_state', sql`${table.state} in ('running', 'done', 'failed')`),
    index('spec_code_scans_spec_idx').on(table.specId, table.startedAt),
  ],
);

/**
 * "Implemented in file:line": a requirement row named in a repository's file at a commit, found by a scan.
 * `fingerprint` is the row's text as it was when the scan found it; a later change of the text drifts it.
 */
export const specCodeLinks = pgTable(
  'spec_code_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    specId: specOf(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => specCodeScans.id, { onDelete: 'cascade' }),
    rowId: text('row_id').notNull(),
    path: text('path').notNull(),
    line: integer('line').notNull(),
    commit: text('commit').notNull(),
    fingerprint: text('fingerprint').notNull(),
  },
  (table) => [index('spec_code_links_spec_row_idx').on(table.specId, table.rowId)],
);
