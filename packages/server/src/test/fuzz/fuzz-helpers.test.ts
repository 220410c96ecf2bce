import { describe, expect, it } from 'vitest';
import { answerProblem } from './answer-check.js';
import { jsonSpots, jsonTextWith, jsonTextWithMember } from './json-spots.js';
import { keepLocal } from './local-repositories.js';

describe('JSON spots', () => {
  const body = { a: 'x', rows: [{ id: 'R1' }] };

  it('reach every value, the body itself first', () => {
    expect(jsonSpots(body).map((spot) => `${spot.path.join('.')} ${spot.kind}`)).toEqual([
      ' object',
      'a string',
      'rows array',
      'rows.0 object',
      'rows.0.id string',
    ]);
  });

  it('take raw JSON text, lone surrogates and prototype keys as sent', () => {
    expect(jsonTextWith(body, ['rows', 0, 'id'], '"x\\ud800"')).toBe('{"a":"x","rows":[{"id":"x\\ud800"}]}');
    expect(jsonTextWith(body, [], '[[]]')).toBe('[[]]');
    expect(jsonTextWithMember(body, ['rows', 0], '"__proto__":{"p":1}')).toBe(
      '{"a":"x","rows":[{"__proto__":{"p":1},"id":"R1"}]}',
    );
  });
});

describe('answer check', () => {
  const answer = (statusCode: number, body: string) => ({ statusCode, body, headers: {} });
  const error = JSON.stringify({ error: 'Bad Request', message: 'The title is missing.' });

  it('refuses a 5xx, a 4xx without { error, message } and a stack trace', () => {
    expect(answerProblem(answer(500, error), new Set())).toBe('status 500');
    expect(answerProblem(answer(400, 'Bad Request'), new Set())).toBe('a 400 without { error, message }');
    const trace = JSON.stringify({ error: 'Bad Request', message: 'x\n    at parse (/app/src/json.ts:3:9)' });
    expect(answerProblem(answer(400, trace), new Set())).toBe('a stack trace in the answer');
  });

  it('accepts a documented 502, a 4xx { error, message } and, on MCP, a JSON-RPC error', () => {
    expect(answerProblem(answer(502, error), new Set([502]))).toBeUndefined();
    expect(answerProblem(answer(404, error), new Set())).toBeUndefined();
    const rpc = JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
    expect(answerProblem(answer(400, rpc), new Set(), { jsonRpc: true })).toBeUndefined();
    expect(answerProblem(answer(400, rpc), new Set())).toBe('a 400 without { error, message }');
  });
});

describe('generated calls kept local', () => {
  const github = 'http://127.0.0.1:4000';

  it('name the local GitHub for an owner and repo, and 127.0.0.1:1 for a URL to another machine', () => {
    expect(
      keepLocal({ params: {}, query: { owner: 'acme', repo: 'specs', branch: 'main' } }, github),
    ).toEqual({
      params: {},
      query: { branch: 'main', url: 'http://127.0.0.1:4000/acme/specs' },
    });
    expect(
      keepLocal({ params: {}, query: {}, body: { url: 'https://github.com/a/b', n: 1 } }, github),
    ).toEqual({
      params: {},
      query: {},
      body: { url: 'https://127.0.0.1:1/a/b', n: 1 },
    });
  });

  it('leave local URLs and text that is no URL as they are', () => {
    const call = {
      params: { id: 'x' },
      query: { url: 'http://localhost:5/r.git', path: 'a b' },
      body: ['x'],
    };
    expect(keepLocal(call, github)).toEqual(call);
  });
});
