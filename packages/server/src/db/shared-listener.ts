import type { DatabaseConnection, NotificationHandlers } from './database.js';

type Notices = Pick<DatabaseConnection, 'listen' | 'executeSql'>;

interface SharedChannel {
  handlers: Set<NotificationHandlers>;
  up: boolean;
  started: Promise<() => Promise<void>>;
}

/**
 * `database` with one listening connection per channel however many listen on it: every listener gets
 * every notification in the same order, so a barrier one of them sent itself and got back (session-cache's
 * settle) also means the others got everything sent before it.
 */
export function sharedListener(database: Notices): Notices {
  const channels = new Map<string, SharedChannel>();

  function open(channel: string): SharedChannel {
    const handlers = new Set<NotificationHandlers>();
    const shared: SharedChannel = {
      handlers,
      up: false,
      started: database.listen(channel, {
        message: (payload) => {
          for (const handler of handlers) handler.message(payload);
        },
        listening: (up) => {
          shared.up = up;
          for (const handler of handlers) handler.listening(up);
        },
      }),
    };
    shared.started.catch(() => channels.delete(channel));
    channels.set(channel, shared);
    return shared;
  }

  async function listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
    const shared = channels.get(channel) ?? open(channel);
    const stop = await shared.started;
    shared.handlers.add(handlers);
    handlers.listening(shared.up);
    return async () => {
      if (!shared.handlers.delete(handlers) || shared.handlers.size > 0) return;
      if (channels.get(channel) === shared) channels.delete(channel);
      await stop();
    };
  }

  return { listen, executeSql: database.executeSql };
}
