import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { workerModule } from '../startup/worker-module.js';
import type {
  PgliteAnswer,
  PgliteRequest,
  PgliteWorkerData,
  SerialisedError,
  ThreadQueryOptions,
} from './pglite-thread-protocol.js';

/** Distributes `Omit` over a union, so each request keeps its own fields. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** What a transaction's function is given: PGlite's transaction calls that drizzle and our code use. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  options?: QueryOptions;
}

/** A PGlite parser that returns its input: the type's values stay text (drizzle's parsers are all so). */
function isIdentity(parser: unknown, oid: number): boolean {
  const probe = '2000-01-01 00:00:00';
  return typeof parser === 'function' && parser(probe, oid) === probe;
}

/** PGlite's query options as they can cross the thread: the parsers must keep the text. */
function threadOptions(options: QueryOptions | undefined): ThreadQueryOptions {
  if (!options) return {};
  if (options.serializers || options.blob || options.onNotice) {
    throw new Error('serializers, blob and onNotice cannot cross to the PGlite thread');
  }
  const textTypes = Object.entries(options.parsers ?? {}).map(([key, parser]) => {
    const oid = Number(key);
    if (!isIdentity(parser, oid))
      throw new Error(`The parser of type ${oid} cannot cross to the PGlite thread`);
    return oid;
  });
  return { rowMode: options.rowMode, paramTypes: options.paramTypes, textTypes };
}

function asCloneable(value: unknown): unknown {
  try {
    structuredClone(value);
    return value;
  } catch {
    return String(value);
  }
}

/** The worker's error as an Error of this thread, with the same name, message and fields (code, detail, …). */
function rebuildError(serialised: SerialisedError, options?: QueryOptions): Error {
  const error = new Error(serialised.message);
  error.name = serialised.name;
  Object.assign(error, serialised.fields);
  if (options && 'query' in serialised.fields) Object.assign(error, { queryOptions: options });
  if (serialised.stack) error.stack = serialised.stack;
  return error;
}

/**
 * PGlite in a worker thread (`pglite-worker.ts`), seen through the calls of PGlite that drizzle-orm/pglite, its
 * migrator and our code make: query, exec, transaction, listen, close, waitReady. A long statement, a commit
 * or a checkpoint of the WASM database then never holds the server's event loop. The thread keeps the process
 * alive only while a call is in flight, as PGlite in the main thread did.
 */
export class PgliteThreadClient {
  readonly waitReady: Promise<void>;
  #worker: Worker;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #listeners = new Map<number, (payload: string) => void>();
  #closed = false;
  #stopped: Error | null = null;
  #openTransactions = 0;
  /** When the thread last answered a request (performance.now()). */
  #lastAnswerAt = performance.now();

  constructor(dataDir: string) {
    const { filename, execArgv } = workerModule(import.meta.url, 'pglite-worker');
    const data: PgliteWorkerData = { dataDir };
    this.#worker = new Worker(new URL(filename), { execArgv, workerData: data });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.#worker.on('message', (answer: PgliteAnswer) => {
        if ('ready' in answer) resolve();
        else if ('failed' in answer) reject(rebuildError(answer.failed));
        else this.#answer(answer);
      });
      this.#worker.on('error', (error) => {
        reject(error);
        this.#stop(error);
      });
      this.#worker.on('exit', (code) => {
        const error = new Error(`The PGlite thread stopped (exit code ${code})`);
        reject(error);
        this.#stop(error);
      });
    });
    // Starting counts as a call in flight: the thread is unreferenced once it is open.
    this.waitReady.then(
      () => this.#worker.unref(),
      () => undefined,
    );
  }

  /** Opens the database in `dataDir` (creating it on first use) in its own thread. */
  static async create(dataDir: string): Promise<PgliteThreadClient> {
    const client = new PgliteThreadClient(dataDir);
    try {
      await client.waitReady;
    } catch (error) {
      await client.#worker.terminate();
      throw error;
    }
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /**
   * Whether the thread has statements or a transaction in hand and answered a request less than `withinMs`
   * ago: the database is alive, though a new statement would wait for that work.
   */
  workingAndAnswering(withinMs: number): boolean {
    const working = this.#pending.size > 0 || this.#openTransactions > 0;
    return working && !this.#stopped && performance.now() - this.#lastAnswerAt < withinMs;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#request({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /**
   * Runs `fn` in one transaction of the worker: committed when `fn` resolves, rolled back when it throws.
   * Transactions, and statements outside them, wait for the open one, as in PGlite.
   */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextId;
    this.#openTransactions += 1;
    try {
      return await this.#inTransaction(id, fn);
    } finally {
      this.#openTransactions -= 1;
    }
  }

  async #inTransaction<T>(id: number, fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    await this.#request({ op: 'begin' });
    let closed = false;
    const live = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: ThreadTransaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        live();
        return this.#query<R>(sql, params, options, id);
      },
      exec: async (sql) => {
        live();
        return (await this.#request({ op: 'exec', sql, tx: id })) as Results[];
      },
      rollback: async () => {
        live();
        await this.#request({ op: 'rollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let value: T;
    try {
      value = await fn(tx);
    } catch (error) {
      closed = true;
      await this.#request({ op: 'end', tx: id, commit: false });
      throw error;
    }
    closed = true;
    await this.#request({ op: 'end', tx: id, commit: true });
    return value;
  }

  /** Calls `callback` with each notification on `channel`; answers the function that stops listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.#nextId;
    this.#listeners.set(id, callback);
    try {
      await this.#request({ op: 'listen', channel });
    } catch (error) {
      this.#listeners.delete(id);
      throw error;
    }
    return async () => {
      if (!this.#listeners.delete(id) || this.#closed) return;
      await this.#request({ op: 'unlisten', listener: id });
    };
  }

  /** Closes the database (PGlite writes it out) and ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#request({ op: 'close' });
    } finally {
      this.#closed = true;
      this.#listeners.clear();
      await this.#worker.terminate();
    }
  }

  async #query<T>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
    tx?: number,
  ): Promise<Results<T>> {
    const request = { op: 'query' as const, sql, params, options: threadOptions(options), tx };
    return (await this.#request(request, options)) as Results<T>;
  }

  #request(request: WithoutId<PgliteRequest>, options?: QueryOptions): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#post({ ...request, id });
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject, options });
    });
  }

  #post(request: PgliteRequest): void {
    try {
      this.#worker.postMessage(request);
    } catch (error) {
      if (request.op !== 'query') throw error;
      // A parameter the structured clone refuses (nested too deep, say) is sent as the text PGlite would
      // make of it in this thread (`toString()`, its serializer for text).
      this.#worker.postMessage({ ...request, params: request.params.map(asCloneable) });
    }
  }

  #answer(answer: Exclude<PgliteAnswer, { ready: true } | { failed: SerialisedError }>): void {
    if ('notify' in answer) {
      this.#listeners.get(answer.notify)?.(answer.payload);
      return;
    }
    this.#lastAnswerAt = performance.now();
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (answer.ok) pending.resolve(answer.value);
    else pending.reject(rebuildError(answer.error, pending.options));
  }

  #stop(error: Error): void {
    if (this.#stopped) return;
    this.#stopped = this.#closed ? new Error('PGlite is closed') : error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
