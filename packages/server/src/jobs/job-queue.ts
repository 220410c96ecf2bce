import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/database.js';

/**
 * pg-boss fails a job still active after this long (its default is 15 minutes, shorter than a large
 * analysis with an LLM). Our task table, not the job, says whether an analysis finished.
 */
const JOB_EXPIRY_SECONDS = 6 * 60 * 60;

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  log: FastifyBaseLogger;
  /** Queue name → handler of one job's data. */
  handlers: Record<string, (data: unknown) => Promise<void>>;
  /** How often an idle worker looks for jobs; a job sent from this process wakes it at once. */
  pollingIntervalSeconds?: number;
  /** Jobs of one queue run at the same time in this process (e.g. one long analysis does not hold up the next). */
  workersPerQueue?: number;
  /** How long stop() waits for running handlers before pg-boss gives up on them. */
  stopTimeoutMs?: number;
}

/**
 * pg-boss over the app's own database connection (PGlite or PostgreSQL, through pg-boss's `db` adapter),
 * started on first use so an app that never queues anything costs nothing. Jobs carry only ids; what
 * they work on lives in our tables.
 */
export function createJobQueue({
  executeSql,
  log,
  handlers,
  pollingIntervalSeconds = 2,
  workersPerQueue = 2,
  stopTimeoutMs = 5_000,
}: JobQueueOptions) {
  let started: Promise<{ boss: PgBoss; workers: Map<string, string[]> }> | null = null;
  let stopped = false;
  let closed = false;

  async function start() {
    const boss = new PgBoss({
      // A handler that outlives stop() makes pg-boss write its job's outcome late, when the database may be
      // closed. The tasks table is the record of the analysis, so that late bookkeeping is parked: its
      // statement never runs and never settles (no timer holds it, so it is simply collected).
      db: { executeSql: (text, values) => (closed ? new Promise(() => {}) : executeSql(text, values)) },
      schedule: false,
      // Interrupted jobs are recovered from our tasks table at start-up, not retried by pg-boss.
      retryLimit: 0,
    });
    boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
    await boss.start();
    const workers = new Map<string, string[]>();
    for (const [name, handler] of Object.entries(handlers)) {
      await boss.createQueue(name);
      const ids: string[] = [];
      for (let i = 0; i < workersPerQueue; i++) {
        ids.push(
          await boss.work<unknown>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
            for (const job of jobs) await handler(job.data);
          }),
        );
      }
      workers.set(name, ids);
    }
    return { boss, workers };
  }

  function running() {
    if (stopped) throw new Error('The job queue is stopped');
    started ??= start().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  }

  return {
    async send(name: string, data: object): Promise<void> {
      const { boss, workers } = await running();
      await boss.send(name, data, { expireInSeconds: JOB_EXPIRY_SECONDS });
      for (const workerId of workers.get(name) ?? []) boss.notifyWorker(workerId);
    },

    /** Stops the workers (waiting briefly for running handlers) and pg-boss's timers. */
    async stop(): Promise<void> {
      stopped = true;
      if (!started) return;
      const { boss } = await started.catch(() => ({ boss: null }));
      await boss?.stop({ graceful: true, close: false, timeout: stopTimeoutMs });
      closed = true;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
