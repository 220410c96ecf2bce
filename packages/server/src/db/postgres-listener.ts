import pg from 'pg';
import type { NotificationHandlers } from './database.js';

const reconnectDelayMs = 1_000;

/**
 * LISTEN on `channel` over a connection of its own (a pooled one would be handed to other queries). When
 * that connection is lost, handlers.listening(false) is called and it reconnects every second until it
 * listens again (then handlers.listening(true)).
 */
export async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
    next.on('notification', (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? '');
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      handlers.listening(false);
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    client = next;
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    handlers.listening(true);
  }

  function scheduleReconnect(): void {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().catch(() => {
        client?.end().catch(() => {});
        client = null;
        scheduleReconnect();
      });
    }, reconnectDelayMs);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
