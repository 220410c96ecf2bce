import { describe, expect, expectTypeOf, it } from 'vitest';
import { type EndpointUrlParts, endpointUrl, type PathParamNames } from './endpoint.js';
import { accountEndpoints, chatEndpoints, scoreEndpoints, specFileEndpoints } from './endpoints.js';
import { taskEndpoints } from './task-endpoints.js';

describe('endpointUrl', () => {
  it('fills in path parameters, URL-encoded', () => {
    expect(endpointUrl(scoreEndpoints.status, { params: { taskId: 'a b/c' } })).toBe(
      '/api/analyze/score/status/a%20b%2Fc',
    );
    expect(endpointUrl(chatEndpoints.readConversation, { params: { id: 'c1' } })).toBe(
      '/api/chat/conversations/c1',
    );
  });

  it('drops the pattern that follows a parameter', () => {
    expect(endpointUrl(specFileEndpoints.example, { params: { fileName: 'tour.json' } })).toBe('/tour.json');
    expect(endpointUrl(specFileEndpoints.template, { params: { fileName: 'basic.json' } })).toBe(
      '/template/basic.json',
    );
  });

  it('appends the query, leaving out missing values', () => {
    expect(endpointUrl(accountEndpoints.dashboard, { query: { uid: 'u 1&2' } })).toBe(
      '/api/dashboard/?uid=u%201%262',
    );
    expect(endpointUrl(chatEndpoints.listConversations, { query: { documentId: undefined } })).toBe(
      '/api/chat/conversations',
    );
    expect(endpointUrl(chatEndpoints.listConversations)).toBe('/api/chat/conversations');
  });

  it('types the parameters from the path', () => {
    expectTypeOf<PathParamNames<'/api/x/status/:taskId'>>().toEqualTypeOf<'taskId'>();
    expectTypeOf<PathParamNames<'/:a/b/:c(\\d+)'>>().toEqualTypeOf<'a' | 'c'>();
    expectTypeOf<PathParamNames<'/api/health'>>().toEqualTypeOf<never>();
    expectTypeOf<EndpointUrlParts<typeof scoreEndpoints.cancel>['params']>().toEqualTypeOf<{
      taskId: string;
    }>();
    // @ts-expect-error the status URL needs its task id
    expect(() => endpointUrl(scoreEndpoints.status)).toThrow('needs the path parameter taskId');
  });
});

describe('taskEndpoints', () => {
  it('puts the four task calls under one base path', () => {
    const endpoints = taskEndpoints('/api/x', {
      request: scoreEndpoints.run.body,
      result: scoreEndpoints.run.response,
    });
    expect(Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /api/x',
      'POST /api/x/async',
      'GET /api/x/status/:taskId',
      'DELETE /api/x/cancel/:taskId',
    ]);
    expectTypeOf(endpoints.status.path).toEqualTypeOf<'/api/x/status/:taskId'>();
  });
});
