import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import type {
  PgliteAnswer,
  PgliteRequest,
  PgliteWorkerData,
  SerialisedError,
  ThreadQueryOptions,
} from './pglite-thread-protocol.js';

/**
 * The thread PGlite runs in (`pglite-thread-client.ts` starts it): every statement, commit and checkpoint
 * of the WASM database runs here, never on the server's event loop. Requests are PGlite calls; a transaction
 * is one PGlite transaction that runs the requests tagged with its id until the main thread ends it.
 */

const port = parentPort;
if (!port) throw new Error('pglite-worker runs in a worker thread');
const { dataDir } = workerData as PgliteWorkerData;

/** Thrown into a transaction the main thread ended with a rollback (PGlite then rolls back). */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  /** Settles when PGlite has committed or rolled back: the error, or null. */
  ended: Promise<unknown>;
}

const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, () => Promise<void>>();

function serialiseError(error: unknown): SerialisedError {
  if (typeof error !== 'object' || error === null)
    return { name: 'Error', message: String(error), fields: {} };
  const { name = 'Error', message = String(error), stack } = error as Partial<Error>;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // queryOptions holds the parsers (functions); the main side puts its own back.
    if (key !== 'queryOptions' && typeof value !== 'function') fields[key] = value;
  }
  return { name, message, stack, fields };
}

function post(answer: PgliteAnswer): void {
  try {
    port?.postMessage(answer);
  } catch (error) {
    // A value that cannot be cloned (in an error's fields, say): answer without the fields that are not plain.
    if ('error' in answer) {
      const fields = Object.fromEntries(
        Object.entries(answer.error.fields).filter(
          ([, value]) => value === null || typeof value !== 'object',
        ),
      );
      port?.postMessage({ ...answer, error: { ...answer.error, fields } });
    } else if ('id' in answer) {
      port?.postMessage({ id: answer.id, ok: false, error: serialiseError(error) });
    } else throw error;
  }
}

function queryOptions(options: ThreadQueryOptions): QueryOptions {
  const keep = (value: string) => value;
  const parsers = Object.fromEntries((options.textTypes ?? []).map((oid) => [oid, keep]));
  return { rowMode: options.rowMode, paramTypes: options.paramTypes, parsers };
}

function openTransaction(db: PGlite, id: number): Promise<void> {
  let finish: (commit: boolean) => void = () => {};
  const settled = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  let opened: (tx: Transaction) => void = () => {};
  const open = new Promise<Transaction>((resolve) => {
    opened = resolve;
  });
  const ended = db
    .transaction(async (tx) => {
      opened(tx);
      if (!(await settled)) throw ROLLBACK;
    })
    .then(
      () => null,
      (error: unknown) => (error === ROLLBACK ? null : error),
    );
  return Promise.race([open, ended]).then((outcome) => {
    if (outcome === null || !(typeof outcome === 'object' && 'query' in outcome)) throw outcome;
    transactions.set(id, { tx: outcome as Transaction, finish, ended });
  });
}

async function endTransaction(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  transactions.delete(id);
  open.finish(commit);
  const error = await open.ended;
  if (error) throw error;
}

function transaction(tx: number): Transaction {
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

function target(db: PGlite, tx: number | undefined): PGlite | Transaction {
  return tx === undefined ? db : transaction(tx);
}

async function handle(db: PGlite, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(db, request.tx).query(request.sql, request.params, queryOptions(request.options));
    case 'exec':
      return target(db, request.tx).exec(request.sql);
    case 'begin':
      return openTransaction(db, request.id);
    case 'rollback':
      return transaction(request.tx).rollback();
    case 'end':
      return endTransaction(request.tx, request.commit);
    case 'listen': {
      const id = request.id;
      listeners.set(id, await db.listen(request.channel, (payload) => post({ notify: id, payload })));
      return undefined;
    }
    case 'unlisten': {
      const stop = listeners.get(request.listener);
      listeners.delete(request.listener);
      return stop?.();
    }
    case 'close':
      listeners.clear();
      return db.close();
  }
}

async function start(): Promise<void> {
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    post({ failed: serialiseError(error) });
    return;
  }
  port?.on('message', (request: PgliteRequest) => {
    handle(db, request).then(
      (value) => post({ id: request.id, ok: true, value }),
      (error: unknown) => post({ id: request.id, ok: false, error: serialiseError(error) }),
    );
  });
  post({ ready: true });
}

void start();
