import { eq, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { meta } from './schema.js';

export async function readMetaValue(db: Database, key: string): Promise<string | null> {
  const rows = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key));
  return rows[0]?.value ?? null;
}

/** Records when this database was first started (kept forever) and last started (updated each time). */
export async function recordDatabaseStart(db: Database, now: Date = new Date()): Promise<void> {
  const startedAt = now.toISOString();
  await db.insert(meta).values({ key: 'first_started_at', value: startedAt }).onConflictDoNothing();
  await db
    .insert(meta)
    .values({ key: 'last_started_at', value: startedAt })
    .onConflictDoUpdate({ target: meta.key, set: { value: startedAt, updatedAt: sql`now()` } });
}
