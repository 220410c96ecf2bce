import { randomUUID } from 'node:crypto';
import type { DatabaseConnection } from '../db/database.js';

/**
 * The channel on which the database announces changes that end cached answers (triggers of migrations 0008
 * and 0010): `s:<session id>` (a session deleted or changed: sign-out, revocation, expiry refresh),
 * `u:<user id>` (a user renamed or deleted), `t:<api token id>` (an API token revoked), `d:<user id>` (what
 * the user's dashboard shows changed: activity, credits, last sign-in), `k:<user id>` (one of the specs
 * the user keeps or their memberships of workspaces changed; migration 0013), `w:<workspace id>` (a spec of
 * the workspace, or its name, changed; migration 0013), and `b:<nonce>`, a barrier a server
 * sends itself (see settle).
 */
export const SESSION_CHANNEL = 'specwright_sessions';

interface Entry<V> {
  value: V;
  /** The notifications that end this entry, e.g. `s:<session id>` and `u:<user id>`. */
  endedBy: readonly string[];
  /** When the entry is no longer used (ms since the epoch). */
  until: number;
}

export interface SessionCacheOptions {
  /** How long an entry is used at most (ms); the session's own expiry ends it sooner. Default 60 s. */
  ttlMs?: number;
  maxEntries?: number;
  /** How long settle waits for its barrier before it empties the cache instead (ms). Default 2 s. */
  settleTimeoutMs?: number;
}

/**
 * What a server remembers of the sign-ins it checked (by session cookie or API token), so that most requests
 * need no database round trip. Entries end at once when the database announces their session's, user's or
 * token's change on SESSION_CHANNEL: the triggers fire on every path that deletes a session (sign-out,
 * revocation, password reset, a deleted user, SQL by hand) and every server on the database listens. While
 * the listening connection is down nothing is cached (every request asks the database), and everything
 * cached before is dropped, since announcements may have been missed.
 */
export function createSessionCache<V>(
  database: Pick<DatabaseConnection, 'listen' | 'executeSql'>,
  { ttlMs = 60_000, maxEntries = 10_000, settleTimeoutMs = 2_000 }: SessionCacheOptions = {},
) {
  const entries = new Map<string, Entry<V>>();
  const barriers = new Map<string, () => void>();
  let listening = false;
  /** Raised by every change announced: a lookup that started before one may not store what it found. */
  let generation = 0;

  function forget(ended: (entry: Entry<V>) => boolean): void {
    generation += 1;
    for (const [key, entry] of entries) if (ended(entry)) entries.delete(key);
  }

  function onMessage(payload: string): void {
    if (payload.startsWith('b:')) {
      barriers.get(payload.slice(2))?.();
      return;
    }
    forget((entry) => entry.endedBy.includes(payload));
  }

  function onListening(up: boolean): void {
    listening = up;
    forget(() => true);
  }

  return {
    /** Starts listening; resolves with the function that stops it. */
    start: () => database.listen(SESSION_CHANNEL, { message: onMessage, listening: onListening }),

    /** The cached value of `key`, unless it ended, expired or nothing can be cached now. */
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (listening && entry.until > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },

    /** Take this before looking a sign-in up in the database, and hand it to set. */
    generation: (): number => generation,

    /**
     * Remembers `value` for `key` until `expiresAt` (or the cache's ttl, if sooner), unless a change was
     * announced since `lookedUpAt` (a generation): what was found may already be gone.
     */
    set(key: string, value: V, endedBy: readonly string[], expiresAt: number, lookedUpAt: number): void {
      if (!listening || lookedUpAt !== generation) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, endedBy, until: Math.min(expiresAt, Date.now() + ttlMs) });
    },

    /**
     * Resolves once every change committed before the call has been announced to this server (its own
     * barrier notification came back after them). PostgreSQL queues a notification for every listening
     * server as the change commits, so the server that signed out answers from no old entry once this
     * resolves, and every other server stops as soon as its own connection delivers the same notification
     * (on one host or LAN, well under a millisecond later). A server's cache is never older than that.
     */
    async settle(): Promise<void> {
      const nonce = randomUUID();
      const arrived = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), settleTimeoutMs);
        barriers.set(nonce, () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      try {
        await database.executeSql('select pg_notify($1, $2)', [SESSION_CHANNEL, `b:${nonce}`]);
        if (!(await arrived)) forget(() => true);
      } catch {
        forget(() => true);
      } finally {
        barriers.delete(nonce);
      }
    },

    /** Whether an entry that `notice` would end is kept (e.g. `u:<user id>`: anything of that user's). */
    holds(notice: string): boolean {
      for (const entry of entries.values()) if (entry.endedBy.includes(notice)) return true;
      return false;
    },

    /** How many entries are kept (for tests). */
    size: (): number => entries.size,
  };
}

export type SessionCache<V> = ReturnType<typeof createSessionCache<V>>;
