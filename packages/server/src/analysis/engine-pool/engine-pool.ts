import { MessageChannel } from 'node:worker_threads';
import { AnalysisCancelledError, type AnalysisProgress } from '@specwright/quality';
import { Piscina } from 'piscina';
import { workerModule } from '../../startup/worker-module.js';
import type { EngineKind, EngineResultRows, EngineTaskMessage, EngineTaskRows } from './engine-tasks.js';
import { decodeSlices, encodeInSlices } from './json-slices.js';

export interface EnginePoolOptions {
  /** Worker threads at most (ANALYSIS_WORKERS; default one per core). */
  workers: number;
}

export interface EngineRunOptions {
  /** Called with each progress report of the worker, in order; a throw stops the task with that error. */
  onProgress?: (progress: AnalysisProgress) => void | Promise<void>;
  /** Aborting ends the task's thread; the run then rejects with AnalysisCancelledError. */
  signal?: AbortSignal;
}

/** An idle worker (with its loaded language model and dictionary) is kept this long for the next analysis. */
const IDLE_WORKER_MS = 5 * 60 * 1000;

/**
 * Worker threads that run the engines' deterministic layers (static, NLP, spelling, duplicate detection:
 * seconds of CPU for a large spec) so the event loop keeps answering. Started on first use; `close` ends
 * them. Tasks beyond the thread count wait in the pool's queue.
 */
export function createEnginePool({ workers }: EnginePoolOptions) {
  const pool = new Piscina<EngineTaskMessage, Uint8Array>({
    ...workerModule(import.meta.url, 'engine-worker'),
    minThreads: 0,
    maxThreads: Math.max(1, workers),
    idleTimeout: IDLE_WORKER_MS,
  });

  async function run<Kind extends EngineKind>(
    kind: Kind,
    rows: readonly EngineTaskRows[Kind][],
    { onProgress, signal }: EngineRunOptions = {},
  ): Promise<EngineResultRows[Kind][]> {
    if (signal?.aborted) throw new AnalysisCancelledError();
    const encoded = await encodeInSlices(rows);
    const channel = new MessageChannel();
    const stop = new AbortController();
    const progressFailure: { error?: unknown } = {};
    let reports = Promise.resolve();
    channel.port1.on('message', (progress: AnalysisProgress) => {
      reports = reports.then(async () => {
        if ('error' in progressFailure) return;
        try {
          await onProgress?.(progress);
        } catch (error) {
          progressFailure.error = error;
          stop.abort(error);
        }
      });
    });
    const cancel = () => stop.abort(signal?.reason);
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const task: EngineTaskMessage = { kind, rows: encoded, progress: channel.port2 };
      const transferList = [channel.port2, encoded.buffer];
      const result = await pool.run(task, { transferList, signal: stop.signal });
      await reports;
      if ('error' in progressFailure) throw progressFailure.error;
      return await decodeSlices<EngineResultRows[Kind]>(result);
    } catch (error) {
      if ('error' in progressFailure) throw progressFailure.error;
      if (signal?.aborted) throw new AnalysisCancelledError();
      throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
      channel.port1.close();
    }
  }

  return {
    run,
    /** Ends the worker threads; tasks still running or queued reject. */
    close: () => pool.destroy(),
  };
}

export type EnginePool = ReturnType<typeof createEnginePool>;
