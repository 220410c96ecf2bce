import { SPEC_MESSAGES, WORKSPACE_MESSAGES, type WorkspaceRole } from '@specwright/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { nextClientAddress, type SignedInTestUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';
import { importXmlFromCi, TEAM_JUNIT, testResultsUrl } from '../test/test-results.js';

type Caller = WorkspaceRole | 'outsider';
const notFound: [number, string] = [404, SPEC_MESSAGES.notFound];
const editRefused: [number, string] = [403, WORKSPACE_MESSAGES.editRefused];

/** Reading the last run is every role's; importing one is the edit right's (reviewers review, not record). */
const expected: Record<'read' | 'import' | 'importFromCi', Record<Caller, number | [number, string]>> = {
  read: { owner: 200, editor: 200, reviewer: 200, viewer: 200, outsider: notFound },
  import: { owner: 201, editor: 201, reviewer: editRefused, viewer: editRefused, outsider: notFound },
  importFromCi: { owner: 201, editor: 201, reviewer: editRefused, viewer: editRefused, outsider: notFound },
};

describeEachDatabase('who may read and import test results', (database) => {
  let app: App;
  let team: LiveWorkspace;
  const as = (caller: Caller): SignedInTestUser =>
    caller === 'outsider' ? team.outsider : team.members[caller];

  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await liveWorkspace(database().db, [app]);
  });
  afterAll(() => app.close());

  it('answers 401 signed out on both routes', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await app.inject({
        method,
        url: testResultsUrl(team.specId),
        remoteAddress: nextClientAddress(),
        ...(method === 'POST' ? { payload: { name: 'junit.xml', junit: TEAM_JUNIT } } : {}),
      });
      expect(answer.statusCode, answer.body).toBe(401);
    }
  });

  describe.each(['owner', 'editor', 'reviewer', 'viewer', 'outsider'] as Caller[])('as the %s', (caller) => {
    it('is answered as the role allows, signed in and with an API token', async () => {
      const user = as(caller);
      const answers = {
        read: await user.client.get(testResultsUrl(team.specId)),
        import: await user.client.post(testResultsUrl(team.specId), { name: 'junit.xml', junit: TEAM_JUNIT }),
        importFromCi: await importXmlFromCi(user, team.specId),
      };
      for (const [name, answer] of Object.entries(answers) as [
        keyof typeof expected,
        typeof answers.read,
      ][]) {
        const want = expected[name][caller];
        const [status, message] = Array.isArray(want) ? want : [want, undefined];
        expect(answer.statusCode, `${name} by the ${caller}: ${answer.body}`).toBe(status);
        if (message) expect(answer.json().message).toBe(message);
      }
    });
  });
});
