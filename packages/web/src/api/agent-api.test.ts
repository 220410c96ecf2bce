import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { agentOutcome, createAgentApi } from './agent-api';

const ROWS = [{ id: 'r1', description: 'Changed.' }];

describe('agent answer', () => {
  it('takes modified_data as an array or as an object with rows', () => {
    expect(agentOutcome({ explanation_message: 'Done', modified_data: ROWS })).toEqual({
      ok: true,
      explanation: 'Done',
      rows: ROWS,
    });
    expect(agentOutcome({ explanation_message: 'Done', modified_data: { rows: ROWS } })).toEqual({
      ok: true,
      explanation: 'Done',
      rows: ROWS,
    });
  });

  it('shows the error field as a Service Error', () => {
    expect(agentOutcome({ error: 'Model overloaded' })).toEqual({
      ok: false,
      message: 'Service Error: Model overloaded',
    });
  });

  it('says Unexpected response structure. for another shape of modified_data or rows without any id', () => {
    const unexpected = { ok: false, message: 'Unexpected response structure.' };
    expect(agentOutcome({ explanation_message: 'x', modified_data: 'rows' })).toEqual(unexpected);
    expect(agentOutcome({ explanation_message: 'x', modified_data: { items: [] } })).toEqual(unexpected);
    expect(agentOutcome({ explanation_message: 'x', modified_data: [{ description: 'no id' }] })).toEqual(
      unexpected,
    );
  });

  it('says Sorry … for an empty answer', () => {
    const empty = { ok: false, message: 'Sorry, I received an unexpected or empty response.' };
    expect(agentOutcome(null)).toEqual(empty);
    expect(agentOutcome('text')).toEqual(empty);
    expect(agentOutcome({})).toEqual(empty);
    expect(agentOutcome({ explanation_message: '  ', modified_data: [] })).toEqual(empty);
  });

  it('skips rows without an id and keeps an explanation without rows as no change', () => {
    expect(agentOutcome({ explanation_message: 'x', modified_data: [{ id: '' }, ...ROWS] })).toMatchObject({
      rows: ROWS,
    });
    expect(agentOutcome({ explanation_message: 'Nothing to change.' })).toEqual({
      ok: true,
      explanation: 'Nothing to change.',
      rows: null,
    });
  });
});

describe('agent call', () => {
  const body = {
    req_data: { columns: [{ field: 'description' }], rows: [{ id: 'r1', description: 'A.' }] },
    user_instruction: 'Improve',
    file_id: 'f1',
  };

  it('posts the request and reads the answer', async () => {
    const { request, calls } = fakeApi({
      'POST /api/agent/greq_single_file': { body: { explanation_message: 'Ok', modified_data: ROWS } },
    });
    const outcome = await createAgentApi(request).run(body);
    expect(outcome).toEqual({ ok: true, explanation: 'Ok', rows: ROWS });
    expect(calls[0]?.body).toEqual(body);
  });

  it('says Error: User not authenticated. on 401 and Service Error: … on other failures', async () => {
    const cases: [Parameters<typeof fakeApi>[0][string], string][] = [
      [
        { status: 401, body: { error: 'unauthorized', message: 'Sign in.' } },
        'Error: User not authenticated.',
      ],
      [
        { status: 503, body: { error: 'no_model', message: 'No language model is configured.' } },
        'Service Error: No language model is configured.',
      ],
      [{ status: 500 }, 'Service Error: Server error: 500'],
      [
        { networkError: true },
        'Service Error: No response from server. Please check your network connection.',
      ],
    ];
    for (const [answer, message] of cases) {
      const { request } = fakeApi({ 'POST /api/agent/greq_single_file': answer });
      expect(await createAgentApi(request).run(body)).toEqual({ ok: false, message });
    }
  });
});
