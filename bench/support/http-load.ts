/** autocannon runs of the HTTP benchmark: requests per second and p99 latency of one URL. */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export const LOAD_CONNECTIONS = 64;

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers that were not 2xx (a benchmark with any is not a valid figure). */
  failures: number;
}

/** `seconds` of `LOAD_CONNECTIONS` connections sending GET `url` with `headers`. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: LOAD_CONNECTIONS, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The machine's 1-minute load average, printed beside the figures: other work skews them. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

export interface SignedIn {
  cookie: string;
  userId: string;
}

/** Signs a new user up on the server at `base`; the session cookie and the user's id. */
export async function signUp(base: string): Promise<SignedIn> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: '',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}

/**
 * SQL adding `count` activity rows for `userId`, spread over the last two years (one statement, so the
 * weekly sums' trigger runs once).
 */
export function activityRowsSql(userId: string, count: number): { text: string; values: unknown[] } {
  return {
    text: `insert into user_activity (user_id, review_id, action, analysis_type, total_to_analyze,
      analyzed_requirements, accepted_requirements, rejected_requirements, credits_used, llm_analysis_time,
      user_review_time, created_at)
      select $1, 'bench-' || n, 'basic_review_completed', 'basic', 10, 10, 6, 4, 10, 1.5, 20,
        now() - (n % 730) * interval '1 day'
      from generate_series(1, $2::int) as n`,
    values: [userId, count],
  };
}

/** Creates `count` specs of `rows` rows each (a third scored) in `user`'s account on the server at `base`. */
export async function addSpecs(base: string, user: SignedIn, count: number, rows: number): Promise<void> {
  const columns = [
    { field: 'description', headerName: 'Description' },
    { field: 'this_is_a', headerName: 'Type' },
    { field: 'score', headerName: 'Score' },
  ];
  const spec = {
    columns,
    rows: Array.from({ length: rows }, (_, index) => ({
      id: `r${index}`,
      rowOrder: index + 1,
      description: `The system shall answer request ${index} within 2 seconds.`,
      this_is_a: index % 10 === 0 ? 'chapter' : 'requirement',
      ...(index % 3 === 0 ? { score: 40 + (index % 60) } : {}),
    })),
  };
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${base}/api/specs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: user.cookie },
      body: JSON.stringify({ title: `Bench spec ${index}`, spec }),
    });
    if (!response.ok) throw new Error(`spec not created: ${response.status} ${await response.text()}`);
  }
}
