import { Piscina } from 'piscina';
import { workerModule } from '../../startup/worker-module.js';
import { AppError, RequestValidationError } from '../errors.js';
import type {
  BodyRefusal,
  BodyValidationLimits,
  BodyValidationOutcome,
  BodyValidationTask,
} from './validation-task.js';

/** An idle validation thread is kept this long for the next large body (starting one holds the event loop ~0.1 s). */
const IDLE_WORKER_MS = 5 * 60 * 1000;

/** The error the server's own parser or validator would have answered with. */
export function refusalError(refusal: BodyRefusal): Error {
  if (refusal.kind === 'refused') return new AppError(refusal.statusCode, refusal.message);
  const error = new RequestValidationError(refusal.validation, refusal.complete);
  return Object.assign(error, { validationContext: 'body' });
}

/** Bytes that own their whole ArrayBuffer, so they can be transferred to a thread without a copy. */
function ownBytes(body: Buffer): Uint8Array<ArrayBuffer> {
  const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
  return whole && body.buffer instanceof ArrayBuffer
    ? new Uint8Array(body.buffer)
    : Uint8Array.prototype.slice.call(body);
}

/**
 * One worker thread that reads and validates large request bodies (see body-validation-worker.ts); started
 * at once when `keepThread` (a listening server: starting it later would hold the event loop), else on first
 * use. Bodies wait in the pool's queue while it is busy.
 */
export function createBodyValidationPool(limits: BodyValidationLimits, { keepThread = false } = {}) {
  const pool = new Piscina<BodyValidationTask, BodyValidationOutcome>({
    ...workerModule(import.meta.url, 'body-validation-worker'),
    workerData: limits,
    minThreads: keepThread ? 1 : 0,
    maxThreads: 1,
    idleTimeout: IDLE_WORKER_MS,
  });
  return {
    /** The validated body as JSON bytes, or the error to answer. */
    async validate(route: string, body: Buffer): Promise<Uint8Array | Error> {
      const bytes = ownBytes(body);
      const outcome = await pool.run({ route, body: bytes }, { transferList: [bytes.buffer] });
      return outcome instanceof Uint8Array ? outcome : refusalError(outcome);
    },
    close: () => pool.destroy(),
  };
}

export type BodyValidationPool = ReturnType<typeof createBodyValidationPool>;
