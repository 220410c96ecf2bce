import { SPEC_MESSAGES } from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specVersions } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { Tx } from './spec-rows-store.js';

/** The error code PostgreSQL gives the refusal of migration 0017's trigger (`insufficient_privilege`). */
const REFUSED_BY_TRIGGER = '42501';

/** The PostgreSQL error code of a driver's error, or of the error it wraps (drizzle wraps them). */
function databaseCode(error: unknown): string | undefined {
  for (
    let current = error, depth = 0;
    depth < 3 && typeof current === 'object' && current !== null;
    depth += 1
  ) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export interface KeptVersion {
  name: string | null;
  version: number;
}

/**
 * Runs `change` on version `versionId` of the spec in a transaction, holding the version: false when the
 * spec has no such version; 409 when it is the locked baseline of an approved review (checked here, and
 * the database's refusal answered the same way should a change get past the check).
 */
export async function changeUnlessLocked(
  db: Database,
  specId: string,
  versionId: string,
  change: (tx: Tx, kept: KeptVersion) => Promise<void>,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [kept] = await tx
        .select({ name: specVersions.name, version: specVersions.version, locked: specVersions.locked })
        .from(specVersions)
        .where(and(eq(specVersions.id, versionId), eq(specVersions.specId, specId)))
        .for('update');
      if (!kept) return false;
      if (kept.locked) throw new AppError(409, SPEC_MESSAGES.versionLocked);
      await change(tx, kept);
      return true;
    });
  } catch (error) {
    if (databaseCode(error) === REFUSED_BY_TRIGGER) throw new AppError(409, SPEC_MESSAGES.versionLocked);
    throw error;
  }
}
