import type { LightMyRequestResponse } from 'fastify';
import type { SignedInTestUser } from './auth-client.js';

/** The test results URL of a spec. */
export const testResultsUrl = (specId: string) => `/api/specs/${specId}/test-results`;

/**
 * A JUnit report over mcpTestSpec's requirements: REQ-1 passes twice, REQ-2 fails, REQ-3 is only skipped, one
 * case names no requirement.
 */
export const TEAM_JUNIT = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="vitest tests" timestamp="2026-11-28T21:04:11.532Z">
  <testsuite name="src/sign-in.test.ts">
    <testcase classname="src/sign-in.test.ts" name="REQ-1 writes an audit entry"/>
    <testcase classname="src/sign-in.test.ts" name="REQ-1 within a second"/>
    <testcase classname="src/sign-in.test.ts" name="REQ-2 answers fast"><failure message="took 3 s"/></testcase>
    <testcase classname="src/sign-in.test.ts" name="REQ-3 exports CSV"><skipped/></testcase>
    <testcase classname="src/sign-in.test.ts" name="renders the page"/>
  </testsuite>
</testsuites>
`;

/** Imports `junit` as JSON, as the app sends it. */
export function importJson(user: SignedInTestUser, specId: string, junit = TEAM_JUNIT, name = 'junit.xml') {
  return user.client.post(testResultsUrl(specId), { name, junit });
}

/** Posts `junit` as XML with the user's API token, as CI does. */
export function importXmlFromCi(
  user: SignedInTestUser,
  specId: string,
  junit = TEAM_JUNIT,
  query = '?name=CI%20build%20412',
): Promise<LightMyRequestResponse> {
  return user.client.app.inject({
    method: 'POST',
    url: `${testResultsUrl(specId)}${query}`,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/xml' },
    payload: junit,
  });
}
