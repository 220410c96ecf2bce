import type { SpecSummary } from '@specwright/core';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specs } from '../db/schema.js';

/** The mean score of the spec's requirements to one decimal (null when none has a score), from the kept sums. */
const meanScore = sql<number | null>`case when ${specs.scoreCount} > 0
  then ${specs.scoreSum}::float8 / ${specs.scoreCount} end`.mapWith((value) =>
  value === null ? null : Math.round(Number(value) * 10) / 10,
);

export const summaryColumns = {
  id: specs.id,
  userId: specs.userId,
  title: specs.title,
  version: specs.version,
  rows: specs.rowCount,
  requirements: specs.requirementCount,
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
