import { JUNIT_MESSAGES, type TestResults } from '@specwright/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { keepSpec } from '../test/live-workspace.js';
import { importJson, importXmlFromCi, TEAM_JUNIT, testResultsUrl } from '../test/test-results.js';

const statusesOf = (results: TestResults) =>
  Object.fromEntries(results.requirements.map((result) => [result.row_id, result.status]));

describeEachDatabase('test results', (database) => {
  let app: App;
  let owner: SignedInTestUser;

  beforeAll(async () => {
    app = await buildTestApp(database());
    owner = await signUpNewUser(app, 'results-owner');
  });
  afterAll(() => app.close());

  it('has no run before an import', async () => {
    const specId = await keepSpec(owner);
    const answer = await owner.client.get(testResultsUrl(specId));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ run: null, requirements: [] });
  });

  it('imports a report sent as JSON and answers it as the last run', async () => {
    const specId = await keepSpec(owner);
    const imported = await importJson(owner, specId);
    expect(imported.statusCode, imported.body).toBe(201);
    const results = imported.json<TestResults>();
    expect(statusesOf(results)).toEqual({ r1: 'passed', r2: 'failed', r3: 'untested' });
    expect(results.requirements.find((result) => result.row_id === 'r2')?.failure).toBe('REQ-2 answers fast');
    expect(results.run).toMatchObject({
      source: 'upload',
      name: 'junit.xml',
      ran_at: '2026-11-28T21:04:11.532Z',
      cases: 5,
      passed_cases: 3,
      failed_cases: 1,
      skipped_cases: 1,
      unmatched: ['renders the page'],
      created_by: { id: owner.id },
    });
    expect(results.run?.coverage).toBeCloseTo(100 / 3);
    expect((await owner.client.get(testResultsUrl(specId))).json()).toEqual(results);
    const trail = await owner.client.get(`/api/specs/${specId}/audit?action=tests_imported`);
    expect(trail.json().entries[0].detail).toBe(
      'junit.xml: 5 test cases, 3 passed, 1 failed, 1 skipped; coverage 33%',
    );
  });

  it('imports the XML itself from CI with an API token, named by ?name=', async () => {
    const specId = await keepSpec(owner);
    const posted = await importXmlFromCi(owner, specId);
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json<TestResults>().run).toMatchObject({ source: 'api', name: 'CI build 412' });
    const unnamed = await importXmlFromCi(owner, specId, TEAM_JUNIT.replace('REQ-2', 'REQ-3'), '');
    expect(unnamed.json<TestResults>().run?.name).toBe('test-results.xml');
    const read = await app.inject({
      method: 'GET',
      url: testResultsUrl(specId),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(statusesOf(read.json())).toEqual({ r1: 'passed', r2: 'untested', r3: 'failed' });
  });

  it('refuses an unknown token, and no token', async () => {
    const specId = await keepSpec(owner);
    const unknown = await importXmlFromCi({ ...owner, token: 'spw_unknown' }, specId);
    expect(unknown.statusCode).toBe(401);
    const none = await app.inject({
      method: 'POST',
      url: testResultsUrl(specId),
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      payload: TEAM_JUNIT,
    });
    expect(none.statusCode).toBe(401);
  });

  describe('a bad report', () => {
    let specId: string;
    beforeAll(async () => {
      specId = await keepSpec(owner);
    });

    it.each([
      ['not XML', '<testsuite><testcase name="a"></testsuite>', JUNIT_MESSAGES.notXml('')],
      ['a DOCTYPE', '<!DOCTYPE x [<!ENTITY a "b">]><testsuite/>', JUNIT_MESSAGES.doctype],
      ['not JUnit', '<html><body/></html>', JUNIT_MESSAGES.notJunit('html')],
    ])('answers 400 for %s, and keeps no run', async (_what, junit, message) => {
      for (const answer of [
        await importJson(owner, specId, junit),
        await importXmlFromCi(owner, specId, junit),
      ]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toContain(message);
      }
      expect((await owner.client.get(testResultsUrl(specId))).json().run).toBeNull();
    });

    it('answers 413 with the product message for a report over 50 MB, as XML and as JSON', async () => {
      const huge = `<testsuite>${' '.repeat(50 * 1024 * 1024)}</testsuite>`;
      const asXml = await importXmlFromCi(owner, specId, huge);
      expect(asXml.statusCode).toBe(413);
      expect(asXml.json().message).toBe(JUNIT_MESSAGES.tooLarge);
      const overLimit = await importXmlFromCi(owner, specId, `${huge}${' '.repeat(15 * 1024 * 1024)}`);
      expect(overLimit.statusCode).toBe(413);
      expect(overLimit.json().message).toBe(JUNIT_MESSAGES.tooLarge);
      const asJson = await importJson(owner, specId, huge);
      expect(asJson.statusCode).toBe(413);
      expect(asJson.json().message).toBe(JUNIT_MESSAGES.tooLarge);
    });

    it('answers 400 for an empty name or report', async () => {
      const answer = await owner.client.post(testResultsUrl(specId), { name: ' ', junit: '' });
      expect(answer.statusCode).toBe(400);
    });
  });
});
