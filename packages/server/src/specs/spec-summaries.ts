import type { SpecSummary } from '@specwright/core';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specRows, specs } from '../db/schema.js';

/** A row of a chapter, context or comment is not a requirement. */
const isRequirement = sql`coalesce(${specRows.data} ->> 'this_is_a', '') in ('', 'requirement')`;
const score = sql`case
  when jsonb_typeof(${specRows.data} -> 'score') = 'number' then (${specRows.data} ->> 'score')::float8
  when (${specRows.data} ->> 'score') ~ '^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$' then trim(${specRows.data} ->> 'score')::float8
end`;

const requirementCount = sql<number>`(select count(*) filter (where ${isRequirement})
  from ${specRows} where ${specRows.specId} = ${specs.id})`.mapWith(Number);
const meanScore = sql<number | null>`(select avg(${score}) filter (where ${isRequirement})
  from ${specRows} where ${specRows.specId} = ${specs.id})`.mapWith((value) =>
  value === null ? null : Math.round(Number(value) * 10) / 10,
);

export const summaryColumns = {
  id: specs.id,
  userId: specs.userId,
  title: specs.title,
  version: specs.version,
  rows: specs.rowCount,
  requirements: requirementCount,
  meanScore,
  createdAt: specs.createdAt,
  updatedAt: specs.updatedAt,
  deletedAt: specs.deletedAt,
};

export interface SummaryRecord {
  id: string;
  title: string;
  version: number;
  rows: number;
  requirements: number;
  meanScore: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export function summaryView(record: SummaryRecord): SpecSummary {
  return {
    id: record.id,
    title: record.title,
    rows: record.rows,
    requirements: record.requirements,
    mean_score: record.meanScore,
    version: record.version,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

/** A spec not in the trash. */
export const live = (where: SQL | undefined) => and(where, isNull(specs.deletedAt));

/** The user's specs (or, with `trashed`, those in the trash), last changed first. */
export function listSummaries(db: Database, userId: string, trashed: boolean) {
  return db
    .select(summaryColumns)
    .from(specs)
    .where(and(eq(specs.userId, userId), trashed ? isNotNull(specs.deletedAt) : isNull(specs.deletedAt)))
    .orderBy(desc(trashed ? specs.deletedAt : specs.updatedAt));
}
