import type { Health } from '@specwright/core';
import { sql } from 'drizzle-orm';
import { productInfo } from '../config/product-info.js';
import type { DatabaseConnection } from '../db/client.js';
import { AppError } from '../http/errors.js';

export interface HealthServiceDependencies {
  database: DatabaseConnection;
}

/**
 * How recently the embedded database must have answered while at work for health not to ask it again: a
 * probe must not queue behind a long write (one connection), yet a database stuck that long is reported.
 */
const BUSY_DATABASE_ANSWER_MS = 30_000;

/** Whether the server answers: the database (a 503 when it does not), the version and the uptime. */
export function healthService({ database }: HealthServiceDependencies) {
  async function checkDatabase(): Promise<void> {
    if (database.workingAndAnswering?.(BUSY_DATABASE_ANSWER_MS)) return;
    await database.db.execute(sql`select 1`);
  }

  async function check(): Promise<Health> {
    try {
      await checkDatabase();
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

  return { check };
}

export type HealthService = ReturnType<typeof healthService>;
