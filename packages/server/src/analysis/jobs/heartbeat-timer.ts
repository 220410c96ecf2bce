export interface HeartbeatTimerOptions {
  intervalMs: number;
  beat(): Promise<void>;
  onError(error: unknown): void;
}

/**
 * Calls `beat` every `intervalMs` from start() until stop(), one beat at a time (a slow beat delays the
 * next instead of overlapping it). The timer does not keep the process alive.
 */
export function heartbeatTimer({ intervalMs, beat, onError }: HeartbeatTimerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  function schedule(): void {
    timer = setTimeout(async () => {
      await beat().catch(onError);
      if (!stopped) schedule();
    }, intervalMs);
    timer.unref();
  }

  return {
    /** Starts beating (once; later calls do nothing until stop()). */
    start(): void {
      if (timer || stopped) return;
      schedule();
    },
    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
