import type { Health } from '@specwright/core';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../db/client.js';
import { AppError } from '../errors.js';
import { productInfo } from '../product-info.js';

/** Checks the database answers (throws when it does not) and reports version and uptime. */
export async function checkHealth(database: DatabaseConnection): Promise<Health> {
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    throw new AppError(503, 'The database is not answering.', { cause: error });
  }
  return {
    status: 'ok',
    version: productInfo().version,
    database: database.kind,
    uptimeSeconds: Math.floor(process.uptime()),
  };
}
