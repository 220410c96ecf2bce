/** The messages between the PGlite thread client (main thread) and the PGlite worker (`pglite-worker.ts`). */

/** What of PGlite's query options can cross: the parsers become the type oids whose values stay text. */
export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  textTypes?: number[];
}

export type PgliteRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; options: ThreadQueryOptions; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  /** Opens a transaction, named by this request's id once it answers. */
  | { op: 'begin' }
  | { op: 'rollback'; tx: number }
  /** Ends the transaction: COMMIT when `commit` (unless rolled back), else ROLLBACK. */
  | { op: 'end'; tx: number; commit: boolean }
  /** Notifications on `channel` come as `{ notify: id, payload }`, this request's id naming the listener. */
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'close' }
);

/** An error as it crosses the thread: a database error's fields (code, detail, constraint, …) kept. */
export interface SerialisedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export type PgliteAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerialisedError }
  | { notify: number; payload: string }
  /** The database is open (`ready`), or could not be opened (`failed`). */
  | { ready: true }
  | { failed: SerialisedError };

/** What the worker is started with. */
export interface PgliteWorkerData {
  dataDir: string;
}
