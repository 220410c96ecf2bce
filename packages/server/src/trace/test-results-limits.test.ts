import { JUNIT_MESSAGES, type TestResults } from '@specwright/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { specTestRuns } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { keepSpec } from '../test/live-workspace.js';
import { importJson, importXmlFromCi } from '../test/test-results.js';
import { KEPT_CASE_NAME_CHARS } from './junit-import.js';
import { KEPT_TEST_RUNS } from './test-run-store.js';

const report = (cases: string, timestamp = '2026-11-28T21:04:11Z') =>
  `<testsuites timestamp="${timestamp}"><testsuite name="s">${cases}</testsuite></testsuites>`;

/** A spec whose 2,000 ids are A1, A11, A111, … : 2,000 lengths to try at each word of a name. */
function idsOfEveryLength() {
  return {
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement' },
    ],
    rows: Array.from({ length: 2000 }, (_, index) => ({
      id: `r${index + 1}`,
      req_id: `A${'1'.repeat(index + 1)}`,
      description: `Requirement ${index + 1}`,
    })),
  };
}

describeEachDatabase('test results: hostile reports', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  let specId: string;

  beforeAll(async () => {
    app = await buildTestApp(database());
    owner = await signUpNewUser(app, 'limits-owner');
    specId = await keepSpec(owner);
  });
  afterAll(() => app.close());

  it('answers 400, not 500, for suites nested deeper than the reader goes', async () => {
    const deep = `<testsuites>${'<testsuite>'.repeat(150)}${'</testsuite>'.repeat(150)}</testsuites>`;
    const answer = await importXmlFromCi(owner, specId, deep);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(JUNIT_MESSAGES.notXml('Maximum nested tags exceeded.'));
  });

  it.each(['0000-01-01T00:00:00Z', '+010000-01-01T00:00:00Z', '9999-12-31T23:00:00-05:00'])(
    'takes the import time for a timestamp PostgreSQL does not keep (%s)',
    async (timestamp) => {
      const before = Date.now();
      const answer = await importJson(owner, specId, report('<testcase name="REQ-1 x"/>', timestamp));
      expect(answer.statusCode, answer.body).toBe(201);
      const ranAt = Date.parse(answer.json<TestResults>().run?.ran_at ?? '');
      expect(ranAt).toBeGreaterThanOrEqual(before - 1000);
      expect(ranAt).toBeLessThanOrEqual(Date.now() + 1000);
    },
  );

  it('keeps case names of at most 500 characters as the failure and the unmatched', async () => {
    const long = (start: string) => `${start} ${'x'.repeat(5000)}`;
    const cases = `<testcase name="${long('REQ-2')}"><failure message="no"/></testcase><testcase name="${long('none')}"/>`;
    const answer = await importJson(owner, specId, report(cases));
    expect(answer.statusCode, answer.body).toBe(201);
    const results = answer.json<TestResults>();
    const failure = results.requirements.find((result) => result.row_id === 'r2')?.failure;
    expect(failure).toBe(long('REQ-2').slice(0, KEPT_CASE_NAME_CHARS));
    expect(results.run?.unmatched).toEqual([long('none').slice(0, KEPT_CASE_NAME_CHARS)]);
  });

  it(`keeps the last ${KEPT_TEST_RUNS} runs of a spec`, async () => {
    const spec = await keepSpec(owner, 'Many runs');
    for (let run = 1; run <= KEPT_TEST_RUNS + 3; run++) {
      const answer = await importJson(owner, spec, undefined, `run ${run}`);
      expect(answer.statusCode).toBe(201);
    }
    const runs = database().db.select({ name: specTestRuns.name }).from(specTestRuns);
    const kept = await runs.where(eq(specTestRuns.specId, spec));
    expect(kept.map((run) => run.name).sort()).toEqual(
      Array.from({ length: KEPT_TEST_RUNS }, (_, index) => `run ${index + 4}`).sort(),
    );
    const [others] = await database()
      .db.select({ runs: count() })
      .from(specTestRuns)
      .where(eq(specTestRuns.specId, specId));
    expect(others?.runs).toBeGreaterThan(0);
  });

  it('matches a hostile name against ids of 2,000 lengths quickly', async () => {
    const created = await owner.client.post('/api/specs', { title: 'Hostile', spec: idsOfEveryLength() });
    expect(created.statusCode, created.body).toBe(200);
    const hostileSpec = created.json<{ spec: { id: string } }>().spec.id;
    const cases = `<testcase name="${'A '.repeat(2000)}"/>`.repeat(200);
    const started = performance.now();
    const answer = await importJson(owner, hostileSpec, report(cases));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<TestResults>().run?.cases).toBe(200);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
