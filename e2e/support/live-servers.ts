/**
 * The two extra servers of the live-editing checks (playwright.config.ts starts them when TEST_DATABASE_URL
 * is set): ports E2E_PORT + 12 and + 13 (the other offsets are other tests' servers), both on one new PostgreSQL database, as behind a load balancer.
 */
const mainPort = Number(process.env.E2E_PORT ?? 3100);
const serverUrl = process.env.TEST_DATABASE_URL || undefined;

/** The new database's name, one per run (set once by the config, inherited by the workers). */
function databaseName(): string {
  process.env.E2E_LIVE_DATABASE ??= `specwright_e2e_live_${mainPort}_${Date.now()}`;
  return process.env.E2E_LIVE_DATABASE;
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface LiveServers {
  first: string;
  second: string;
  /** The servers' shared database, for a test's setup in SQL. */
  databaseUrl: string;
  /** The PostgreSQL server it is on, and the database's name. */
  serverUrl: string;
  databaseName: string;
  ports: [number, number];
}

export const liveServers: LiveServers | null = serverUrl
  ? {
      first: `http://localhost:${mainPort + 12}`,
      second: `http://localhost:${mainPort + 13}`,
      databaseUrl: databaseUrl(serverUrl, databaseName()),
      serverUrl,
      databaseName: databaseName(),
      ports: [mainPort + 12, mainPort + 13],
    }
  : null;
