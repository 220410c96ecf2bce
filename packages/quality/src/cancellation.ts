/** Thrown when the caller's AbortSignal stops an analysis (score analysis, quality review); the server maps it to 'cancelled'. */
export class AnalysisCancelledError extends Error {
  override readonly name = 'AnalysisCancelledError';

  constructor(message = 'Analysis cancelled by user') {
    super(message);
  }
}

export function isAnalysisCancelled(error: unknown): error is AnalysisCancelledError {
  return error instanceof AnalysisCancelledError;
}

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AnalysisCancelledError();
}

/** Lets timers, I/O and a pending cancel run between chunks of synchronous work, then checks the signal. */
export async function yieldToEventLoop(signal: AbortSignal | undefined): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  throwIfCancelled(signal);
}
