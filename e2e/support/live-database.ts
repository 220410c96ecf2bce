/**
 * `node --import tsx support/live-database.ts create|wait <server url> <name>`: makes the live servers'
 * new database (dropping this port's databases of earlier runs), or waits until it is there.
 */
import pg from 'pg';

const [mode, serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !name || !/^[a-z0-9_]+$/.test(name))
  throw new Error('usage: create|wait <server url> <name>');
const prefix = name.replace(/_\d+$/, '_');

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

if (mode === 'create') {
  await onServer(async (client) => {
    const old = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}%`],
    );
    for (const { datname } of old.rows) await client.query(`drop database if exists ${datname} with (force)`);
    await client.query(`create database ${name}`);
  });
} else {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = await onServer((client) =>
      client.query('select 1 from pg_database where datname = $1', [name]),
    );
    if (found.rowCount) break;
    if (Date.now() > deadline) throw new Error(`Database ${name} was not created`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
