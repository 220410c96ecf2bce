import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildAnalysisTestApp } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser, TEST_PASSWORD, TestClient } from '../test/auth-client.js';
import { authEndpointSamples } from '../test/auth-endpoint-samples.js';
import { describeEachDatabase } from '../test/database.js';
import { endpointGroups, endpointSamples } from '../test/endpoint-samples.js';
import {
  type ApiRoute,
  apiRoutes,
  type OpenApiDocument,
  openApiPath,
  routeName,
} from '../test/fuzz/api-routes.js';
import { type Caller, type FuzzSettings, type FuzzTarget, fuzzTarget } from '../test/fuzz/fuzz-run.js';
import { keepLocal } from '../test/fuzz/local-repositories.js';
import { guardNetwork, type NetworkGuard } from '../test/fuzz/network-guard.js';
import { startGitHttpServer, type TestGitServer } from '../test/git-http-server.js';
import { type GitHubApiServer, startGitHubApiServer } from '../test/github-api-server.js';
import { scriptedModel } from '../test/scripted-model.js';

/**
 * Every route of the OpenAPI document and better-auth's, called with values generated from its schemas and
 * with hostile values at every spot, signed in and signed out: no answer is a 5xx (but a documented 502,
 * 503 or 504), every 4xx is `{ error, message }`, and none holds a stack trace. The repository routes
 * reach local forges only, and the test fails if anything tried to reach another machine. More runs on demand:
 * FUZZ_RUNS=50 FUZZ_SEED=7 npx vitest run packages/server/src/http/fuzz.test.ts
 */
const seed = Number(process.env.FUZZ_SEED ?? 24);
const runs = Number(process.env.FUZZ_RUNS ?? 2);
const forgeToken = 'ghp_fuzzTestTokenForTheLocalForges0000000';
const forgeFiles = { 'specs/login.spec.json': '{"columns":[],"rows":[]}', 'README.md': '# Specs\n' };
const authGroup = 'betterAuth';
const groupNames = [...Object.keys(endpointGroups()), authGroup];
const routeKey = (method: string, path: string) => `${method} ${path}`;

describeEachDatabase(`fuzz (seed ${seed}, ${runs} runs)`, (database) => {
  const { model, script } = scriptedModel();
  let app: App;
  let routes: Map<string, ApiRoute>;
  let dataDir: string;
  let github: GitHubApiServer;
  let gitServer: TestGitServer;
  let network: NetworkGuard;
  let user: SignedInTestUser;
  let settings: FuzzSettings;
  beforeAll(async () => {
    network = guardNetwork();
    dataDir = await mkdtemp(join(tmpdir(), 'specwright-fuzz-'));
    // A built web app, as in production: a path that resolves to a page gets its index.html.
    const webDistDir = join(dataDir, 'web');
    await mkdir(webDistDir);
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>Specwright</title>');
    // The forges the repository routes reach are local: a GitHub Enterprise API and a plain git server.
    github = await startGitHubApiServer(forgeFiles);
    settings = { seed, runs, keepLocal: (call) => keepLocal(call, github.baseUrl) };
    gitServer = await startGitHttpServer(forgeToken, forgeFiles);
    const env = {
      TASK_MAX_UNFINISHED: '1000',
      TASK_MAX_STORED: '1000',
      DATA_DIR: dataDir,
      ALLOW_LOCAL_GIT_REMOTES: 'true',
      GITHUB_ENTERPRISE_HOSTS: new URL(github.baseUrl).host,
    };
    app = await buildAnalysisTestApp(
      database(),
      { assistantModel: model, assistantLimits: { timeoutMs: 2000 } },
      testConfig(env, { webDistDir }),
    );
    await app.ready();
    user = await signUpNewUser(app, 'fuzz');
    // An answer the agent and Generate → Test both accept (each reads its own fields).
    const answer = { text: JSON.stringify({ explanation: 'Nothing to change.', changes: [], cases: [] }) };
    script.push(...Array.from({ length: 5000 }, () => answer));
    const document = app.swagger() as unknown as OpenApiDocument;
    routes = new Map(apiRoutes(document).map((route) => [routeName(route), route]));
  });
  afterAll(async () => {
    await app.close();
    await github.close();
    await gitServer.close();
    network.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Direct repository calls naming the local forges (endpoint-samples.ts has none: they need a forge). */
  function directSamples(): Record<string, Record<string, string>[]> {
    const forges = [`${github.baseUrl}/acme/specs`, gitServer.url];
    const repositories = forges.map((url) => ({ url, access_token: forgeToken }));
    const file = { path: 'specs/login.spec.json', branch: 'main' };
    return {
      connect: repositories,
      tree: repositories,
      status: repositories,
      content: repositories.map((repository) => ({ ...repository, ...file })),
    };
  }

  function endpointTargets(group: string, user: SignedInTestUser): FuzzTarget[] {
    const samples: Record<
      string,
      Record<string, { params?: object; query?: object; body?: object }[]>
    > = endpointSamples(user.id);
    return Object.entries(endpointGroups()[group] ?? {}).map(([name, endpoint]) => {
      const route = routes.get(routeKey(endpoint.method, openApiPath(endpoint.path)));
      if (!route) throw new Error(`${group}.${name} is not in the OpenAPI document`);
      const direct = group === 'directProjectEndpoints' ? directSamples()[name] : undefined;
      const bodies = endpoint.method === 'POST';
      const directCalls = direct?.map((fields) =>
        bodies ? { params: {}, body: fields } : { params: {}, query: fields },
      );
      const calls = (directCalls ?? samples[group]?.[name] ?? []).map((sample) => ({
        params: { ...sample.params },
        query: { ...sample.query },
        ...(sample.body ? { body: sample.body } : {}),
      }));
      return { route, samples: calls };
    });
  }

  function authTargets(user: SignedInTestUser): FuzzTarget[] {
    return authEndpointSamples(user.email).map(
      ({ method, path, params, query, body, endsSession, hostileOnlyAs }) => ({
        route: { method, path, params: {}, query: {}, statuses: new Set<number>() },
        samples: [{ params: { ...params }, query: { ...query }, ...(body ? { body } : {}) }],
        ...(endsSession ? { endsSession } : {}),
        ...(hostileOnlyAs ? { hostileOnlyAs } : {}),
      }),
    );
  }

  it('covers every route of the OpenAPI document', () => {
    const covered = new Set(
      Object.values(endpointGroups()).flatMap((endpoints) =>
        Object.values(endpoints).map((endpoint) => routeKey(endpoint.method, openApiPath(endpoint.path))),
      ),
    );
    expect([...routes.keys()].filter((route) => !covered.has(route))).toEqual([]);
  });

  it.each(groupNames)(
    '%s: no 5xx, every 4xx is { error, message }, no stack trace',
    async (group) => {
      // From a new client address each time, as sign-ins are rate limited per address.
      const signInAgain = async () => {
        const client = new TestClient(app);
        const response = await client.signIn(user.email, TEST_PASSWORD);
        if (response.statusCode !== 200)
          throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
        for (const [name, value] of client.cookies) user.client.cookies.set(name, value);
      };
      const targets = group === authGroup ? authTargets(user) : endpointTargets(group, user);
      const callers: Caller[] = [{ label: 'signed out' }, { label: 'signed in', user, signInAgain }];
      const failures: string[] = [];
      for (const target of targets)
        for (const caller of callers) failures.push(...(await fuzzTarget(app, target, caller, settings)));
      expect(failures, `${failures.length} wrong answers:\n${failures.join('\n')}`).toEqual([]);
      // The next group's signed-in calls are signed in still (else they would test the sign-in check only).
      expect((await user.client.get('/api/auth/get-session')).json()).toMatchObject({
        user: { id: user.id },
      });
    },
    300_000,
  );

  it('sent nothing to another machine than this one', () => {
    expect(network.refused).toEqual([]);
  });
});
