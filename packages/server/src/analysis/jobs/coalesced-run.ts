/**
 * A function that starts `run` unless it is running already; asked again meanwhile, it runs once more
 * when the current run ends, however many times it was asked. `idle` resolves once nothing runs.
 */
export function coalescedRun(run: () => Promise<void>, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;

  async function loop(): Promise<void> {
    do {
      again = false;
      await run().catch(onError);
    } while (again);
    running = null;
  }

  return {
    request(): void {
      if (running) again = true;
      else running = loop();
    },
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}
