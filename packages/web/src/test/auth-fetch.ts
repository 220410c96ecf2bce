import { vi } from 'vitest';

export interface StubResponse {
  status?: number;
  body?: unknown;
}

type Route = StubResponse | ((body: unknown) => StubResponse);

/** A fetch stub answering JSON by "METHOD path" (query string ignored), 404 otherwise; records the calls. */
export function stubFetch(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: {} });
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export const authUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  image: null,
  createdAt: '2026-01-05T09:00:00.000Z',
};

export const signedInSession = {
  user: authUser,
  session: { id: 's1', userId: 'u1', createdAt: '2026-03-04T10:15:00.000Z' },
};

export const dashboardAnswer = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  credits: 100,
  creditsAwaitEmailVerification: false,
  created_at: '2026-01-05T09:00:00.000Z',
  last_login: '2026-03-04T10:15:00.000Z',
  totalAnalyzed: 42,
  totalAccepted: 30,
  totalRejected: 5,
  weeklyMetrics: {
    weeks: [
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
    ],
    total: [0, 0, 0, 0, 10, 0, 12, 20],
    analyzed: [0, 0, 0, 0, 10, 0, 12, 20],
    accepted: [0, 0, 0, 0, 8, 0, 9, 13],
    rejected: [0, 0, 0, 0, 1, 0, 2, 2],
  },
};
