import {
  createRequirementFile,
  importSpec,
  type RequirementFile,
  type SavedSpec,
  type SpecAnswer,
  type SpecSummary,
  toSavedSpec,
} from '@specwright/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specs } from '../db/schema.js';

/** A stored spec without its content: enough to check who owns it and which version it is at. */
export interface SpecHeader {
  id: string;
  userId: string;
  title: string;
  version: number;
}

const rowCount = sql<number>`jsonb_array_length(${specs.data} -> 'rows')`.mapWith(Number);

const summaryColumns = {
  id: specs.id,
  userId: specs.userId,
  title: specs.title,
  version: specs.version,
  rows: rowCount,
  createdAt: specs.createdAt,
  updatedAt: specs.updatedAt,
};

interface SummaryRecord {
  id: string;
  title: string;
  version: number;
  rows: number;
  createdAt: Date;
  updatedAt: Date;
}

function summaryView(record: SummaryRecord): SpecSummary {
  return {
    id: record.id,
    title: record.title,
    rows: record.rows,
    version: record.version,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

/** The stored content as an open file (checked again by the import rules: the column is plain JSON). */
function fileOf(id: string, title: string, data: unknown): RequirementFile {
  const imported = importSpec(data);
  if (!imported.ok) throw new Error(`Stored spec ${id} does not import: ${imported.message}`);
  return createRequirementFile(imported.spec, { id, title });
}

/** The specs users keep in their account; every save raises the version. */
export function specsService({ db }: { db: Database }) {
  async function list(userId: string): Promise<SpecSummary[]> {
    const records = await db
      .select(summaryColumns)
      .from(specs)
      .where(eq(specs.userId, userId))
      .orderBy(desc(specs.updatedAt));
    return records.map(summaryView);
  }

  async function header(id: string): Promise<SpecHeader | null> {
    const [found] = await db
      .select({ id: specs.id, userId: specs.userId, title: specs.title, version: specs.version })
      .from(specs)
      .where(eq(specs.id, id));
    return found ?? null;
  }

  async function read(id: string): Promise<SpecAnswer['spec'] | null> {
    const [found] = await db
      .select({ ...summaryColumns, data: specs.data })
      .from(specs)
      .where(eq(specs.id, id));
    return found ? { ...summaryView(found), data: found.data } : null;
  }

  /** The spec as an open file at its current version; null when it does not exist. */
  async function load(id: string): Promise<{ file: RequirementFile; version: number } | null> {
    const [found] = await db
      .select({ title: specs.title, version: specs.version, data: specs.data })
      .from(specs)
      .where(eq(specs.id, id));
    return found ? { file: fileOf(id, found.title, found.data), version: found.version } : null;
  }

  async function create(userId: string, title: string, spec: SavedSpec): Promise<SpecAnswer['spec']> {
    const [created] = await db
      .insert(specs)
      .values({ userId, title, data: spec })
      .returning({ id: specs.id });
    const stored = created ? await read(created.id) : null;
    if (!stored) throw new Error('The spec was not created');
    return stored;
  }

  /** Saves `file` over version `version`; the new version, or null when someone saved in between. */
  async function save(id: string, version: number, file: RequirementFile): Promise<number | null> {
    const [saved] = await db
      .update(specs)
      .set({ data: toSavedSpec(file), version: sql`${specs.version} + 1` })
      .where(and(eq(specs.id, id), eq(specs.version, version)))
      .returning({ version: specs.version });
    return saved?.version ?? null;
  }

  return { list, header, read, load, create, save };
}

export type SpecsService = ReturnType<typeof specsService>;
