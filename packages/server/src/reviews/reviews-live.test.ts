import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import type { SignedInTestUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { LiveTestClient, liveUrl } from '../test/live-client.js';
import { type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';
import { askForReview, markRows, reviewsUrl } from '../test/reviews.js';

describeEachDatabase('reviews on the live channel', (database) => {
  let app: App;
  let team: LiveWorkspace;
  const open: LiveTestClient[] = [];

  beforeAll(async () => {
    app = await buildTestApp(database());
    await app.listen({ port: 0, host: '127.0.0.1' });
    team = await liveWorkspace(database().db, [app]);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await app.close();
  });

  async function joined(user: SignedInTestUser): Promise<LiveTestClient> {
    const client = await LiveTestClient.open(liveUrl(app), user.client);
    open.push(client);
    await client.next('hello');
    client.send({ t: 'join', specId: team.specId });
    await client.next('joined');
    return client;
  }

  it('tells every connection in the spec when a review is asked for, marked and cancelled', async () => {
    const viewer = await joined(team.members.viewer);
    const { owner, reviewer } = team.members;
    const review = await askForReview(owner, team.specId, {
      reviewers: [reviewer.id],
      approvers: [owner.id],
    });
    const told = { t: 'review', specId: team.specId, reviewId: review.id };
    expect(await viewer.next('review', (message) => message.reviewId === review.id)).toEqual(told);
    await markRows(reviewer, review, { mark: 'reviewed' });
    expect(await viewer.next('review', (message) => message.reviewId === review.id)).toEqual(told);
    await owner.client.request('PATCH', reviewsUrl(team.specId, `/${review.id}`), { status: 'cancelled' });
    expect(await viewer.next('review', (message) => message.reviewId === review.id)).toEqual(told);
  });
});
