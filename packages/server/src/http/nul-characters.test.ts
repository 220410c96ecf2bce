import { LONE_SURROGATE_MESSAGE, NUL_CHARACTER_MESSAGE } from '@specwright/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildAnalysisTestApp } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { nextClientAddress, type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { type EndpointSample, type SampleCall, sampleCalls, sampleUrl } from '../test/endpoint-samples.js';
import { scriptedModel } from '../test/scripted-model.js';

const NUL = '\u0000';
type Part = 'params' | 'query' | 'body';

/**
 * Text PostgreSQL cannot store: refused with its message, or made storable in spec content. A lone
 * surrogate only travels in a JSON body (escaped): a URL cannot encode one.
 */
interface Unstorable {
  name: string;
  character: string;
  message: string;
  parts: readonly Part[];
  /** What it becomes in spec content. */
  replacement: string;
}
const unstorable: readonly Unstorable[] = [
  {
    name: 'NUL',
    character: NUL,
    message: NUL_CHARACTER_MESSAGE,
    parts: ['params', 'query', 'body'],
    replacement: '',
  },
  {
    name: 'a lone surrogate',
    character: '\ud800',
    message: LONE_SURROGATE_MESSAGE,
    parts: ['body'],
    replacement: '\uFFFD',
  },
];
type Path = readonly (string | number)[];

/** A string of a sample call: a value, or the name of a row's column. */
interface StringSpot {
  part: Part;
  path: Path;
  kind: 'value' | 'field name';
}

/** Spec content, whose NUL characters are dropped: row cells (not ids), columns, the spec as JSON text. */
const specContent = [
  /^requirements\.\d+\.(?!id$)/,
  /^req_data\.rows\.\d+\.(?!id$)/,
  /^req_data\.columns\./,
  /^activeDocumentContext\.content$/,
  /^spec\.(columns|rows)\./,
  /^upsert\.\d+\.(?!id$)/,
  /^document\.content$/,
];
/** Column names of spec rows (content) and analytics property names (refused). */
const renamedFields = new Set(['priority', 'rowOrder', 'editorType', 'feature']);

function stringSpots(part: Part, value: unknown, path: Path = []): StringSpot[] {
  if (typeof value === 'string') return [{ part, path, kind: 'value' }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([field, item]) => {
    const at = [...path, Array.isArray(value) ? Number(field) : field];
    const names: StringSpot[] = renamedFields.has(field) ? [{ part, path: at, kind: 'field name' }] : [];
    return [...names, ...stringSpots(part, item, at)];
  });
}

/** A copy of the sample with `character` appended to one string. */
function withCharacter(sample: EndpointSample, spot: StringSpot, character: string): EndpointSample {
  const copy = structuredClone(sample);
  let parent = copy[spot.part] as Record<string | number, unknown>;
  for (const step of spot.path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = spot.path.at(-1) ?? '';
  if (spot.kind === 'value') {
    parent[last] = `${String(parent[last])}${character}`;
  } else {
    parent[`${String(last)}${character}`] = parent[last];
    delete parent[last];
  }
  return copy;
}

/** The feedback form shows the first problem's message alone, without the field's name. */
const answersFirstProblemOnly = new Set(['feedbackEndpoints.submit']);

/**
 * Whether the request was refused before anything used the string: 400 naming the field (or one holding
 * it) or saying why, or 404 when a path parameter's pattern keeps the route from matching.
 */
function refused(
  call: SampleCall,
  spot: StringSpot,
  status: number,
  answer: { message?: string },
  why: string,
): boolean {
  const message = answer.message ?? '';
  if (status === 404) return spot.part === 'params' && message.startsWith('No route');
  if (status !== 400) return false;
  const namesField = spot.path.some((_step, index) =>
    message.includes(`${spot.path.slice(0, index + 1).join('.')}: `),
  );
  return namesField || message.includes(why) || answersFirstProblemOnly.has(call.name);
}

const isSpecContent = (spot: StringSpot) =>
  spot.part === 'body' && specContent.some((pattern) => pattern.test(spot.path.join('.')));

describeEachDatabase('NUL characters in requests', (database) => {
  const { model, script } = scriptedModel();
  let app: App;
  beforeAll(async () => {
    app = await buildAnalysisTestApp(
      database(),
      { assistantModel: model, assistantLimits: { timeoutMs: 2000 } },
      testConfig({ TASK_MAX_UNFINISHED: '1000', TASK_MAX_STORED: '1000' }),
    );
    for (let i = 0; i < 100; i++)
      // An answer the agent and Generate → Test both accept (each reads its own fields).
      script.push({ text: JSON.stringify({ explanation: 'Nothing to change.', changes: [], cases: [] }) });
  });
  afterAll(async () => {
    await app.close();
  });

  function send(user: SignedInTestUser, call: SampleCall, sample: EndpointSample) {
    const options: InjectOptions = {
      method: call.endpoint.method,
      url: sampleUrl(call.endpoint, sample),
      remoteAddress: nextClientAddress(),
      headers: { origin: user.client.origin, cookie: user.client.cookieHeader() },
      ...(sample.body ? { payload: sample.body } : {}),
    };
    return app.inject(options);
  }

  // One user per group of endpoints, so their per-user rate limits stay apart.
  const groups = [...new Set(sampleCalls('').map((call) => call.name.split('.')[0] ?? ''))];

  const cases = groups.flatMap((group) => unstorable.map((text) => ({ group, text })));
  it.each(cases)(
    '$group: $text.name in any string is refused (400), or made storable in spec content',
    async ({ group, text }) => {
      const user = await signUpNewUser(app, 'nul');
      const calls = sampleCalls(user.id).filter((call) => call.name.startsWith(`${group}.`));
      const failures: string[] = [];
      for (const call of calls) {
        const baseline = await send(user, call, call.sample);
        expect(baseline.statusCode, `${call.name}: ${baseline.body}`).not.toBe(400);
        expect(baseline.statusCode, `${call.name}: ${baseline.body}`).toBeLessThan(500);
        const spots = text.parts.flatMap((part) => stringSpots(part, call.sample[part]));
        for (const spot of spots) {
          const response = await send(user, call, withCharacter(call.sample, spot, text.character));
          const where = `${call.name} ${spot.part} ${spot.path.join('.')} (${spot.kind})`;
          if (isSpecContent(spot)) {
            // Spec content drops NUL (giving the sample back) and keeps a lone surrogate as U+FFFD.
            const expected =
              text.replacement === ''
                ? baseline
                : await send(user, call, withCharacter(call.sample, spot, text.replacement));
            if (response.statusCode !== expected.statusCode)
              failures.push(`${where}: ${response.statusCode} ${response.body}`);
          } else if (!refused(call, spot, response.statusCode, response.json(), text.message)) {
            failures.push(`${where}: ${response.statusCode} ${response.body}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it("stores a model's answer without its NUL characters", async () => {
    const user = await signUpNewUser(app, 'nul-answer');
    script.unshift({ text: `Fine${NUL} answer` });
    const response = await user.client.post('/api/chat/send-message', {
      messages: [{ role: 'user', content: 'Is R1 fine?' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const conversation = await user.client.get(`/api/chat/conversations/${response.json().conversationId}`);
    expect(conversation.json().messages.map((message: { content: string }) => message.content)).toEqual([
      'Is R1 fine?',
      'Fine answer',
    ]);
  });
});

describe('string spots', () => {
  it('reach every string of a sample, and the column names of its rows', () => {
    const spots = stringSpots('body', { a: 'x', rows: [{ id: 'R1', priority: 'high', n: 1 }] });
    expect(spots.map((spot) => `${spot.path.join('.')} ${spot.kind}`)).toEqual([
      'a value',
      'rows.0.id value',
      'rows.0.priority field name',
      'rows.0.priority value',
    ]);
  });
});
