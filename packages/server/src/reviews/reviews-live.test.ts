import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/database.js';
import { liveRoom } from '../test/live-room.js';
import { askForReview, markRows, reviewsUrl } from '../test/reviews.js';

describeEachDatabase('reviews on the live channel', (database) => {
  const room = liveRoom(database);
  const { joined } = room;

  it('tells every connection in the spec when a review is asked for, marked and cancelled', async () => {
    const viewer = await joined(room.team.members.viewer);
    const { owner, reviewer } = room.team.members;
    const review = await askForReview(owner, room.team.specId, {
      reviewers: [reviewer.id],
      approvers: [owner.id],
    });
    const told = { t: 'review', specId: room.team.specId, reviewId: review.id };
    expect(await viewer.next('review', (message) => message.reviewId === review.id)).toEqual(told);
    await markRows(reviewer, review, { mark: 'reviewed' });
    expect(await viewer.next('review', (message) => message.reviewId === review.id)).toEqual(told);
    await owner.client.request('PATCH', reviewsUrl(room.team.specId, `/${review.id}`), {
      status: 'cancelled',
    });
    expect(await viewer.next('review', (message) => message.reviewId === review.id)).toEqual(told);
  });
});
