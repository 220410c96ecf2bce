import {
  MAX_OPEN_REVIEWS_PER_SPEC,
  REVIEW_MESSAGES,
  type Row,
  rowFingerprint,
  SPEC_MESSAGES,
  type WaitingReview,
} from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { inboxItems } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import type { SignedInTestUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { keepSpec, type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';
import { mcpTestSpec } from '../test/mcp-spec.js';
import {
  askForReview,
  editRow,
  listReviews,
  markRows,
  reviewsUrl,
  sign,
  signingTicket,
} from '../test/reviews.js';

const rowsOfSpec = () => mcpTestSpec().rows as Row[];
const waitingOf = async (user: SignedInTestUser): Promise<WaitingReview[]> =>
  (await user.client.get('/api/reviews/waiting')).json().reviews;

describeEachDatabase('review requests', (database) => {
  let app: App;
  let team: LiveWorkspace;

  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await liveWorkspace(database().db, [app]);
  });
  afterAll(() => app.close());

  it('asks the people named (not the requester) in their inbox, and records the request', async () => {
    const { owner, editor, reviewer } = team.members;
    const review = await askForReview(editor, team.specId, {
      title: 'Inbox check',
      reviewers: [reviewer.id, editor.id],
      approvers: [owner.id, reviewer.id],
      due_date: '2030-01-31',
    });
    expect(review).toMatchObject({
      title: 'Inbox check',
      scope: 'all',
      row_ids: ['c1', 'r1', 'r2', 'r3'],
      due_date: '2030-01-31',
      status: 'open',
      requested_by: { id: editor.id },
      progress: { rows: 4, reviewed: 0, needs_changes: 0, approved: 0, rejected: 0, open_comments: 0 },
    });
    expect(review.people).toHaveLength(4);
    const told = await database()
      .db.select({ userId: inboxItems.userId, excerpt: inboxItems.excerpt, kind: inboxItems.kind })
      .from(inboxItems)
      .where(eq(inboxItems.reviewId, review.id));
    expect(told.map((item) => item.userId).sort()).toEqual([owner.id, reviewer.id].sort());
    expect(told[0]).toMatchObject({ kind: 'review', excerpt: 'Inbox check' });
    const trail = (await owner.client.get(`/api/specs/${team.specId}/audit?action=requested&limit=1`)).json();
    expect(trail.entries[0]).toMatchObject({ user: { id: editor.id }, detail: '“Inbox check”: 4 rows' });
  });

  it('asks about the rows changed since a version, and refuses an unknown version or no change', async () => {
    const { owner } = team.members;
    const saved = await owner.client.post(`/api/specs/${team.specId}/versions`, { name: 'v1' });
    const since: string = saved.json().version.id;
    const ask = (body: Record<string, unknown>) =>
      owner.client.post(reviewsUrl(team.specId), {
        title: 'Changes',
        scope: 'changed',
        approvers: [owner.id],
        ...body,
      });
    const unchanged = await ask({ since_version_id: since });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe(REVIEW_MESSAGES.noChangedRows);
    const unknown = await ask({ since_version_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SPEC_MESSAGES.versionNotFound);
    const r2 = rowsOfSpec()[2];
    await editRow(owner, team.specId, { ...r2, description: 'The system shall answer within 200 ms.' });
    const changed = await ask({ since_version_id: since });
    expect(changed.statusCode).toBe(201);
    expect(changed.json().review).toMatchObject({
      row_ids: ['r2'],
      since_version: { id: since, name: 'v1' },
    });
    const withoutVersion = await ask({});
    expect(withoutVersion.statusCode).toBe(400);
  });

  it('refuses an empty spec, and more open reviews than a spec keeps', async () => {
    const keeper = team.members.owner;
    const empty = await keeper.client.post('/api/specs', {
      title: 'Empty',
      spec: { columns: mcpTestSpec().columns, rows: [] },
    });
    const emptyId: string = empty.json().spec.id;
    const none = await keeper.client.post(reviewsUrl(emptyId), {
      title: 'Nothing',
      scope: 'all',
      approvers: [keeper.id],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(REVIEW_MESSAGES.emptySpec);
    const specId = await keepSpec(keeper, 'Busy');
    for (let open = 0; open < MAX_OPEN_REVIEWS_PER_SPEC; open += 1) {
      await askForReview(keeper, specId, { title: `Review ${open + 1}`, approvers: [keeper.id] });
    }
    const over = await keeper.client.post(reviewsUrl(specId), {
      title: 'One more',
      scope: 'all',
      approvers: [keeper.id],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(REVIEW_MESSAGES.tooManyOpen);
  });

  it('marks rows of an open review only, and counts the progress', async () => {
    const { owner, editor, reviewer } = team.members;
    const review = await askForReview(owner, team.specId, {
      reviewers: [reviewer.id, editor.id],
      approvers: [owner.id],
    });
    const outside = await markRows(reviewer, review, { mark: 'reviewed', row_ids: ['no-such-row'] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(REVIEW_MESSAGES.rowNotInReview);
    await markRows(reviewer, review, { mark: 'reviewed' });
    await markRows(editor, review, { mark: 'needs_changes', row_ids: ['r2'] });
    await markRows(owner, review, { mark: 'approved', row_ids: ['r1', 'r3'] });
    await markRows(owner, review, { mark: 'rejected', row_ids: ['r2'] });
    await owner.client.post(`/api/specs/${team.specId}/comments`, {
      row_id: 'r3',
      kind: 'question',
      body: 'Which format?',
    });
    const [listed] = (await listReviews(team.members.viewer, team.specId)).reviews;
    expect(listed?.progress).toEqual({
      rows: 4,
      reviewed: 3,
      needs_changes: 1,
      approved: 2,
      rejected: 1,
      open_comments: 1,
    });
    const trail = (await owner.client.get(`/api/specs/${team.specId}/audit?action=reviewed&limit=5`)).json();
    expect(trail.entries[0]).toMatchObject({ row_id: 'r2', detail: `Needs changes: REQ-2 in “Release 1”` });
    await owner.client.request('PATCH', reviewsUrl(team.specId, `/${review.id}`), { status: 'cancelled' });
    const closed = await markRows(reviewer, review, { mark: 'reviewed' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(REVIEW_MESSAGES.closed);
    const cancelledAgain = await owner.client.request('PATCH', reviewsUrl(team.specId, `/${review.id}`), {
      status: 'cancelled',
    });
    expect(cancelledAgain.statusCode).toBe(409);
  });

  it('records one trail entry for a large approval, and answers the rows changed since approved', async () => {
    const keeper = team.members.owner;
    const plainRows: object[] = Array.from({ length: 60 }, (_, index) => ({
      id: `row-${index}`,
      rowOrder: index + 1,
      description: `The system shall keep record ${index}.`,
    }));
    const rows = plainRows as Row[];
    const created = await keeper.client.post('/api/specs', {
      title: 'Large',
      spec: { columns: [{ field: 'description', headerName: 'Description' }], rows },
    });
    const specId: string = created.json().spec.id;
    const review = await askForReview(keeper, specId, { approvers: [keeper.id] });
    expect((await markRows(keeper, review, { mark: 'approved' })).statusCode).toBe(200);
    const trail = (await keeper.client.get(`/api/specs/${specId}/audit?action=approved`)).json();
    expect(trail.entries).toEqual([expect.objectContaining({ detail: 'Approved: 60 rows of “Release 1”' })]);
    expect((await sign(keeper, review, await signingTicket(keeper, review))).statusCode).toBe(201);
    const [first] = rows;
    if (!first) throw new Error('No rows');
    const approved = (await listReviews(keeper, specId)).approved_rows;
    expect(Object.keys(approved)).toHaveLength(60);
    expect(approved[first.id]).toBe(rowFingerprint(first));
    const edited = { ...first, description: 'The system shall keep every record.' };
    await editRow(keeper, specId, edited);
    expect((await listReviews(keeper, specId)).approved_rows[first.id]).not.toBe(rowFingerprint(edited));
    const again = await askForReview(keeper, specId, {
      title: 'Again',
      reviewers: [keeper.id],
      approvers: [keeper.id],
    });
    // A reviewer's mark alone does not clear it (the reviewer may be the row's editor); an approval does.
    await markRows(keeper, again, { mark: 'reviewed', row_ids: [first.id] });
    expect((await listReviews(keeper, specId)).approved_rows[first.id]).not.toBe(rowFingerprint(edited));
    await markRows(keeper, again, { mark: 'approved' });
    expect((await sign(keeper, again, await signingTicket(keeper, again))).statusCode).toBe(201);
    expect((await listReviews(keeper, specId)).approved_rows[first.id]).toBe(rowFingerprint(edited));
  });

  it('lists the reviews waiting for each person until they marked every row or signed', async () => {
    const { owner, editor, reviewer, viewer } = team.members;
    const review = await askForReview(owner, team.specId, {
      title: 'Waiting',
      reviewers: [reviewer.id, editor.id],
      approvers: [editor.id],
    });
    const mine = (list: WaitingReview[]) => list.find((found) => found.review_id === review.id);
    expect(mine(await waitingOf(reviewer))).toMatchObject({
      spec_id: team.specId,
      spec_title: 'Live spec',
      workspace_name: 'Team',
      roles: ['reviewer'],
      rows: 4,
      done: 0,
      requested_by: { id: owner.id },
    });
    expect(mine(await waitingOf(editor))?.roles.sort()).toEqual(['approver', 'reviewer']);
    expect(mine(await waitingOf(viewer))).toBeUndefined();
    await markRows(reviewer, review, { mark: 'reviewed', row_ids: ['r1', 'r2'] });
    expect(mine(await waitingOf(reviewer))).toMatchObject({ done: 2 });
    await markRows(reviewer, review, { mark: 'reviewed' });
    expect(mine(await waitingOf(reviewer))).toBeUndefined();
    await markRows(editor, review, { mark: 'reviewed' });
    await markRows(editor, review, { mark: 'approved' });
    expect(mine(await waitingOf(editor))).toBeDefined();
    expect((await sign(editor, review, await signingTicket(editor, review))).statusCode).toBe(201);
    expect(mine(await waitingOf(editor))).toBeUndefined();
    expect(mine(await waitingOf(team.outsider))).toBeUndefined();
    const read = await database()
      .db.select({ id: inboxItems.id })
      .from(inboxItems)
      .where(and(eq(inboxItems.reviewId, review.id), eq(inboxItems.userId, owner.id)));
    expect(read).toEqual([]);
  });
});
