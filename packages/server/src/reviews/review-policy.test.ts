import {
  REVIEW_MESSAGES,
  type Review,
  reviewEndpoints,
  SPEC_MESSAGES,
  type WorkspaceRole,
} from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { workspaceMembers } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import { nextClientAddress, type SignedInTestUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';
import { askForReview, markRows, reviewsUrl } from '../test/reviews.js';

type Caller = WorkspaceRole | 'outsider';
type Name = keyof typeof reviewEndpoints;
const CALLERS: Caller[] = ['owner', 'editor', 'reviewer', 'viewer', 'outsider'];

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: (review: Review) => string;
  body?: object;
  /** The status each caller is answered, and the message of a refusal. */
  expected: Record<Caller, number | [number, string]>;
}

const notNamed: [number, string] = [403, REVIEW_MESSAGES.notNamed];
const notFound: [number, string] = [404, SPEC_MESSAGES.notFound];

/**
 * Every review route, on a review the editor asked for naming the reviewer as reviewer and the owner as
 * approver (a new one per caller, so a cancel does not close it for the next).
 */
const calls: Record<Name, Call> = {
  list: {
    method: 'GET',
    path: (review) => reviewsUrl(review.spec_id),
    expected: { owner: 200, editor: 200, reviewer: 200, viewer: 200, outsider: notFound },
  },
  create: {
    method: 'POST',
    path: (review) => reviewsUrl(review.spec_id),
    body: { title: 'Another', scope: 'all', approvers: ['the-owner'] },
    expected: {
      owner: 201,
      editor: 201,
      reviewer: [403, REVIEW_MESSAGES.cannotRequest],
      viewer: [403, REVIEW_MESSAGES.cannotRequest],
      outsider: notFound,
    },
  },
  update: {
    method: 'PATCH',
    path: (review) => reviewsUrl(review.spec_id, `/${review.id}`),
    body: { status: 'cancelled' },
    expected: {
      owner: 200,
      editor: 200,
      reviewer: [403, REVIEW_MESSAGES.onlyRequester],
      viewer: [403, REVIEW_MESSAGES.onlyRequester],
      outsider: notFound,
    },
  },
  mark: {
    method: 'PUT',
    path: (review) => reviewsUrl(review.spec_id, `/${review.id}/marks`),
    body: { mark: 'reviewed', row_ids: ['r1'] },
    expected: {
      owner: [400, REVIEW_MESSAGES.wrongMark],
      editor: notNamed,
      reviewer: 200,
      viewer: notNamed,
      outsider: notFound,
    },
  },
  signing: {
    method: 'POST',
    path: (review) => reviewsUrl(review.spec_id, `/${review.id}/signing`),
    expected: { owner: 200, editor: notNamed, reviewer: notNamed, viewer: notNamed, outsider: notFound },
  },
  sign: {
    method: 'POST',
    path: (review) => reviewsUrl(review.spec_id, `/${review.id}/signatures`),
    body: { ticket: 'A'.repeat(43), password: 'correct horse battery', meaning: 'approved' },
    expected: {
      owner: [400, REVIEW_MESSAGES.ticketNotValid],
      editor: notNamed,
      reviewer: notNamed,
      viewer: notNamed,
      outsider: notFound,
    },
  },
  waiting: {
    method: 'GET',
    path: () => '/api/reviews/waiting',
    expected: { owner: 200, editor: 200, reviewer: 200, viewer: 200, outsider: 200 },
  },
};

describeEachDatabase('who may do what with reviews', (database) => {
  let app: App;
  let team: LiveWorkspace;
  const as = (caller: Caller): SignedInTestUser =>
    caller === 'outsider' ? team.outsider : team.members[caller];

  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await liveWorkspace(database().db, [app]);
  });
  afterAll(() => app.close());

  const newReview = () =>
    askForReview(team.members.editor, team.specId, {
      reviewers: [team.members.reviewer.id],
      approvers: [team.members.owner.id],
    });

  it('covers every review route', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(reviewEndpoints).sort());
  });

  it('answers 401 signed out on every route', async () => {
    const review = await newReview();
    for (const [name, call] of Object.entries(calls)) {
      const answer = await app.inject({
        method: call.method,
        url: call.path(review),
        remoteAddress: nextClientAddress(),
        ...(call.body ? { payload: call.body } : {}),
      });
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(401);
      expect(Object.keys(answer.json()).sort()).toEqual(['error', 'message']);
    }
  });

  describe.each(CALLERS)('as the %s', (caller) => {
    it('is answered as the role allows on every route', async () => {
      for (const [name, call] of Object.entries(calls) as [Name, Call][]) {
        const review = await newReview();
        const body = name === 'create' ? { ...call.body, approvers: [team.members.owner.id] } : call.body;
        const answer = await as(caller).client.request(call.method, call.path(review), body);
        const expected = call.expected[caller];
        const [status, message] = Array.isArray(expected) ? expected : [expected, undefined];
        expect(answer.statusCode, `${name} by the ${caller}: ${answer.body}`).toBe(status);
        if (message) expect(answer.json().message).toBe(message);
        await as('editor').client.request('PATCH', reviewsUrl(team.specId, `/${review.id}`), {
          status: 'cancelled',
        });
      }
    });
  });

  it('refuses a named reviewer whose role became viewer, and names no viewer', async () => {
    const review = await newReview();
    const { db } = database();
    const member = and(
      eq(workspaceMembers.workspaceId, team.workspaceId),
      eq(workspaceMembers.userId, team.members.reviewer.id),
    );
    await db.update(workspaceMembers).set({ role: 'viewer' }).where(member);
    try {
      const refused = await markRows(team.members.reviewer, review, { mark: 'reviewed' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(REVIEW_MESSAGES.cannotMark);
    } finally {
      await db.update(workspaceMembers).set({ role: 'reviewer' }).where(member);
    }
    const viewerNamed = await team.members.owner.client.post(reviewsUrl(team.specId), {
      title: 'With the viewer',
      scope: 'all',
      approvers: [team.members.viewer.id],
    });
    expect(viewerNamed.statusCode).toBe(400);
    expect(viewerNamed.json().message).toBe(REVIEW_MESSAGES.notMember);
    const outsiderNamed = await team.members.owner.client.post(reviewsUrl(team.specId), {
      title: 'With the outsider',
      scope: 'all',
      reviewers: [team.outsider.id],
      approvers: [team.members.owner.id],
    });
    expect(outsiderNamed.json().message).toBe(REVIEW_MESSAGES.notMember);
  });
});
