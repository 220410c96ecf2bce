import { IMPORT_MESSAGES, LONE_SURROGATE_MESSAGE, MAX_SPEC_COLUMNS } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { nextClientAddress, type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { SLICED_BODY_BYTES } from './json-body.js';
import { MAX_JSON_DEPTH, tooDeepMessage } from './json-scan.js';

/** A lone surrogate as a client sends it: a JSON escape (a JSON text cannot hold one otherwise). */
const LONE = '\\ud800';
const spec = (cell: string) =>
  `{"title":"S","spec":{"columns":[{"field":"description","headerName":"D${LONE}"}],"rows":[{"id":"r1","rowOrder":1,"description":"${cell}"}]}}`;
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describeEachDatabase('hostile request bodies', (database) => {
  let app: App;
  let user: SignedInTestUser;
  beforeAll(async () => {
    app = await buildTestApp(database());
    user = await signUpNewUser(app, 'hostile');
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      payload,
      remoteAddress: nextClientAddress(),
      headers: {
        'content-type': 'application/json',
        origin: user.client.origin,
        cookie: user.client.cookieHeader(),
        ...headers,
      },
    });

  it('keeps spec content with lone surrogates as U+FFFD (create and save), and refuses them elsewhere', async () => {
    const created = await send('POST', '/api/specs', spec(`x${LONE}`));
    expect(created.statusCode, created.body).toBe(200);
    const { id, data } = created.json().spec;
    expect(data.rows[0].description).toBe('x\uFFFD');
    expect(data.columns[0].headerName).toBe('D\uFFFD');
    const saved = await send(
      'PUT',
      `/api/specs/${id}`,
      `{"version":1,"upsert":[{"id":"r1","rowOrder":1,"description":"y${LONE}"}],"columns":[{"field":"description","headerName":"E${LONE}"}]}`,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = (await user.client.get(`/api/specs/${id}`)).json().spec.data;
    expect(stored.rows[0].description).toBe('y\uFFFD');
    expect(stored.columns[0].headerName).toBe('E\uFFFD');
    const event = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: `{"name":"feature_used","session_id":"s1","properties":{"feature":"x${LONE}"}}`,
      headers: { 'content-type': 'application/json', origin: user.client.origin },
      remoteAddress: nextClientAddress(),
    });
    expect(event.statusCode, event.body).toBe(400);
    expect(event.json().message).toContain(LONE_SURROGATE_MESSAGE);
    const titled = await send('POST', '/api/specs', spec('x').replace('"S"', `"S${LONE}"`));
    expect(titled.statusCode, titled.body).toBe(400);
    expect(titled.json().message).toContain(LONE_SURROGATE_MESSAGE);
  });

  it('refuses a lone surrogate in an MCP tool call before the tool stores it', async () => {
    const created = await send('POST', '/api/specs', spec('x'));
    const call = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"set_requirement_status","arguments":{"spec_id":"${created.json().spec.id}","id":"r1","status":"done${LONE}"}}}`;
    const response = await send('POST', '/api/mcp', call, {
      authorization: `Bearer ${user.token}`,
      accept: 'application/json, text/event-stream',
      cookie: '',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(LONE_SURROGATE_MESSAGE);
  });

  it.each([
    ['spec', (deep: string) => `{"title":"S","spec":${deep}}`],
    ['columns', (deep: string) => `{"title":"S","spec":{"columns":${deep},"rows":[]}}`],
    ['rows', (deep: string) => `{"title":"S","spec":{"columns":[],"rows":[${deep}]}}`],
  ])('refuses JSON nested 10,000 deep in %s (400), small or large', async (_where, body) => {
    for (const deep of [nested(10_000), `${nested(10_000)}${' '.repeat(600_000)}`]) {
      const response = await send('POST', '/api/specs', body(deep));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(tooDeepMessage(MAX_JSON_DEPTH));
    }
  });

  it('refuses JSON nested 4,000 deep in an MCP message (400)', async () => {
    const response = await send(
      'POST',
      '/api/mcp',
      `{"jsonrpc":"2.0","id":1,"method":"x","params":${nested(4000)}}`,
      {
        authorization: `Bearer ${user.token}`,
        accept: 'application/json, text/event-stream',
        cookie: '',
      },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(tooDeepMessage(MAX_JSON_DEPTH));
  });

  it('reads a 300,000-column body and a 1,000,000-item list without holding the event loop', async () => {
    const column = (index: number) => ({
      field: `c${index}`,
      headerName: `Column ${index}`,
      editorType: 'text',
    });
    const columns = JSON.stringify({
      title: 'C',
      spec: { columns: Array.from({ length: 300_000 }, (_, i) => column(i)), rows: [] },
    });
    const items = JSON.stringify({
      title: 'C',
      spec: { columns: Array.from({ length: 1_000_000 }, () => 0), rows: [] },
    });
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 2);
    try {
      const wide = await send('POST', '/api/specs', columns);
      expect(wide.statusCode, wide.body).toBe(400);
      expect(wide.json().message).toContain(IMPORT_MESSAGES.tooManyColumns(300_000));
      const long = await send('POST', '/api/specs', items);
      expect(long.statusCode, long.body).toBe(400);
      expect(long.json().message).toContain(IMPORT_MESSAGES.tooManyColumns(1_000_000));
    } finally {
      clearInterval(timer);
    }
    // Before: JSON.parse alone held it 0.4–0.6 s, the import of the columns 0.8 s more. The margin is for a
    // machine shared with other work (the slices themselves are ~5 ms).
    expect(longestGap).toBeLessThan(300);
  });

  it('answers a large body (validated in a worker thread) as it answers a small one', async () => {
    // 1.3 MB of UTF-8 of 1 to 4 bytes a character, in rows within the text limit: the body is read in
    // slices of 1 MB, cut between characters.
    const cells = Array.from({ length: 90 }, (_, index) => `${index}${'é€😀x'.repeat(1_500)}`);
    const rowsOf = (texts: string[]) =>
      texts
        .map((text, index) => `{"id":"r${index}","rowOrder":${index + 1},"description":"${text}"}`)
        .join(',');
    const body = `{"title":"S","spec":{"columns":[{"field":"description","headerName":"D"}],"rows":[${rowsOf(cells)}]}}`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(2 * SLICED_BODY_BYTES);
    const created = await send('POST', '/api/specs', body);
    expect(created.statusCode, created.body.slice(0, 500)).toBe(200);
    const descriptions = (answer: { spec: { data: { rows: { description: string }[] } } }) =>
      answer.spec.data.rows.map((row) => row.description);
    expect(descriptions(created.json())).toEqual(cells);
    const { id } = created.json().spec;
    // The same invalid save, once small and once padded with 1.3 MB of JSON white space.
    const padding = ' '.repeat(2.5 * SLICED_BODY_BYTES);
    const withoutId = (pad: string) => `{"version":1,${pad}"upsert":[{"rowOrder":1,"description":"x"}]}`;
    const small = await send('PUT', `/api/specs/${id}`, withoutId(''));
    const large = await send('PUT', `/api/specs/${id}`, withoutId(padding));
    expect(small.statusCode, small.body).toBe(400);
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual(small.json());
    const tooDeep = await send(
      'PUT',
      `/api/specs/${id}`,
      withoutId(padding).replace('"upsert"', `"x":${nested(65)},"upsert"`),
    );
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toBe(tooDeepMessage(MAX_JSON_DEPTH));
    const changed = cells.map((cell) => `y${cell}`);
    const saved = await send('PUT', `/api/specs/${id}`, `{"version":1,"upsert":[${rowsOf(changed)}]}`);
    expect(saved.statusCode, saved.body.slice(0, 500)).toBe(200);
    expect(descriptions((await user.client.get(`/api/specs/${id}`)).json())).toEqual(changed);
  });

  it('refuses a spec of more columns than a row may hold fields (400)', async () => {
    const columns = Array.from({ length: MAX_SPEC_COLUMNS + 1 }, (_, index) => ({ field: `c${index}` }));
    const response = await send(
      'POST',
      '/api/specs',
      JSON.stringify({ title: 'C', spec: { columns, rows: [] } }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(IMPORT_MESSAGES.tooManyColumns(MAX_SPEC_COLUMNS + 1));
  });
});
