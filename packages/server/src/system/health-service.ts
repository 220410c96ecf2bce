import type { Health } from '@specwright/core';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { productInfo } from '../startup/product-info.js';

export interface HealthServiceDependencies {
  database: DatabaseConnection;
}

/** Whether the server answers: the database (a 503 when it does not), the version and the uptime. */
export function healthService({ database }: HealthServiceDependencies) {
  async function check(): Promise<Health> {
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

  return { check };
}

export type HealthService = ReturnType<typeof healthService>;
