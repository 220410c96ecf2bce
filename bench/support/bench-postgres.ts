import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benches use when one answers (BENCH_DATABASE_URL, else the local one). */
export const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the PostgreSQL server at postgresUrl answers (within 2 s). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `work` on one connection to `url`, then closes it. */
export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs `work` with the URL of a new, empty database on postgresUrl's server, dropped afterwards. */
export async function withNewPostgresDatabase<T>(work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `sw_bench_${randomBytes(6).toString('hex')}`;
  await onServer(postgresUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await onServer(postgresUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
