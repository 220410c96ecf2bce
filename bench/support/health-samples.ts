/**
 * `GET /api/health` latencies of the server at `base`, in ms and sorted: one request at a time, every
 * `everyMs`, until `running` settles.
 */
export async function sampleHealth(
  base: string,
  running: Promise<unknown>,
  everyMs: number,
): Promise<number[]> {
  let settled = false;
  void running.finally(() => {
    settled = true;
  });
  const samples: number[] = [];
  while (!settled) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    const ms = performance.now() - started;
    samples.push(ms);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - ms)));
  }
  return samples.sort((a, b) => a - b);
}
