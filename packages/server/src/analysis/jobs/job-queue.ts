import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseConnection, ExecuteSql } from '../../db/database.js';

/**
 * pg-boss fails a job still active after this long (its default is 15 minutes, shorter than a large
 * analysis with an LLM). Our task table, not the job, says whether an analysis finished.
 */
const JOB_EXPIRY_SECONDS = 6 * 60 * 60;

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  /** The database's lock shared by every server on it, which setup runs under (default: none, one server). */
  exclusively?: DatabaseConnection['exclusively'];
  log: FastifyBaseLogger;
  /** Queue name → handler of one job's data. */
  handlers: Record<string, (data: unknown) => Promise<void>>;
  /** How often an idle worker looks for jobs; a job sent from this process wakes it at once. */
  pollingIntervalSeconds?: number;
  /** Jobs of one queue run at the same time in this process (e.g. one long analysis does not hold up the next). */
  workersPerQueue?: number;
  /** How long stop() waits for running handlers before pg-boss gives up on them. */
  stopTimeoutMs?: number;
  /**
   * Queue name → cron expression: pg-boss sends that queue a job on schedule, once across every server on
   * the database (each queue also needs a handler).
   */
  schedules?: Record<string, string>;
  /**
   * Start a queue's workers only once this process sends it a job: for a database no other process uses,
   * so that nothing polls it while idle. The workers of scheduled queues start with the queue regardless.
   */
  onlySendersWork?: boolean;
}

/** pg-boss's cron worker, which sends the scheduled jobs (due once a minute at most), looks this often. */
const CRON_POLLING_SECONDS = 15;

/**
 * pg-boss over the app's own database connection (PGlite or PostgreSQL, through pg-boss's `db` adapter),
 * started by start() or on first use. Jobs carry only ids; what they work on lives in our tables. Every
 * server on one database runs workers: pg-boss hands each job to one of them (SELECT … FOR UPDATE SKIP
 * LOCKED).
 */
export function createJobQueue({
  executeSql,
  exclusively = (_name, work) => work(),
  log,
  handlers,
  pollingIntervalSeconds = 2,
  workersPerQueue = 2,
  stopTimeoutMs = 5_000,
  schedules = {},
  onlySendersWork = false,
}: JobQueueOptions) {
  let started: Promise<PgBoss> | null = null;
  const workers = new Map<string, Promise<string[]>>();
  let stopped = false;
  let closed = false;

  async function registerWorkers(boss: PgBoss, name: string): Promise<string[]> {
    const handler = handlers[name];
    if (!handler) throw new Error(`No handler for the job queue ${name}`);
    const scheduled = name in schedules;
    const options = {
      // A scheduled queue gets one job a minute at most: one worker looking less often is enough.
      pollingIntervalSeconds: scheduled ? pollingIntervalSeconds * 5 : pollingIntervalSeconds,
      batchSize: 1,
    };
    const ids: string[] = [];
    for (let i = 0; i < (scheduled ? 1 : workersPerQueue); i++) {
      ids.push(
        await boss.work<unknown>(name, options, async (jobs) => {
          for (const job of jobs) await handler(job.data);
        }),
      );
    }
    return ids;
  }

  /** The queue's workers in this process, started on first use. */
  function workersOf(boss: PgBoss, name: string): Promise<string[]> {
    let ids = workers.get(name);
    if (!ids) {
      ids = registerWorkers(boss, name);
      workers.set(name, ids);
    }
    return ids;
  }

  function createBoss(): PgBoss {
    const boss = new PgBoss({
      // A handler that outlives stop() makes pg-boss write its job's outcome late, when the database may be
      // closed. The tasks table is the record of the analysis, so that late bookkeeping is parked: its
      // statement never runs and never settles (no timer holds it, so it is simply collected).
      db: { executeSql: (text, values) => (closed ? new Promise(() => {}) : executeSql(text, values)) },
      // The timekeeper (a cron check every 30 s) runs only when something is scheduled.
      schedule: Object.keys(schedules).length > 0,
      cronWorkerIntervalSeconds: CRON_POLLING_SECONDS,
      // Interrupted jobs are recovered from our tasks table at start-up, not retried by pg-boss.
      retryLimit: 0,
    });
    boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
    return boss;
  }

  async function start(): Promise<PgBoss> {
    const boss = createBoss();
    // pg-boss installing its schema and creating queues is not safe for two servers at the same moment.
    await exclusively('job-queue-setup', async () => {
      await boss.start();
      for (const name of Object.keys(handlers)) await boss.createQueue(name);
    });
    for (const name of Object.keys(handlers)) {
      if (!onlySendersWork || name in schedules) await workersOf(boss, name);
    }
    for (const [name, cron] of Object.entries(schedules)) await boss.schedule(name, cron);
    return boss;
  }

  function running(): Promise<PgBoss> {
    if (stopped) throw new Error('The job queue is stopped');
    started ??= start().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  }

  return {
    /** Starts pg-boss and the workers now (otherwise the first send does); needed for the schedules to run. */
    async start(): Promise<void> {
      await running();
    },

    /** Queues a job and wakes this process's idle workers of its queue. */
    async send(name: string, data: object): Promise<void> {
      const boss = await running();
      await boss.send(name, data, { expireInSeconds: JOB_EXPIRY_SECONDS });
      for (const workerId of await workersOf(boss, name)) boss.notifyWorker(workerId);
    },

    /** Stops the workers (waiting briefly for running handlers) and pg-boss's timers. */
    async stop(): Promise<void> {
      stopped = true;
      if (!started) return;
      const boss = await started.catch(() => null);
      await boss?.stop({ graceful: true, close: false, timeout: stopTimeoutMs });
      closed = true;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
