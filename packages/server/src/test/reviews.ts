import type { Review, ReviewList } from '@specwright/core';
import type { SignedInTestUser } from './auth-client.js';
import { TEST_PASSWORD } from './auth-client.js';

export const reviewsUrl = (specId: string, suffix = '') => `/api/specs/${specId}/reviews${suffix}`;

/** `user` asks for a review of spec `specId`; the review (throws unless 201). */
export async function askForReview(
  user: SignedInTestUser,
  specId: string,
  body: Record<string, unknown>,
): Promise<Review> {
  const answer = await user.client.post(reviewsUrl(specId), { title: 'Release 1', scope: 'all', ...body });
  if (answer.statusCode !== 201) throw new Error(`No review: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ review: Review }>().review;
}

/** `user` marks rows of the review (every row without `row_ids`). */
export function markRows(user: SignedInTestUser, review: Review, body: Record<string, unknown>) {
  return user.client.request('PUT', reviewsUrl(review.spec_id, `/${review.id}/marks`), body);
}

/** A signing ticket of `user` for the review (throws unless 200). */
export async function signingTicket(user: SignedInTestUser, review: Pick<Review, 'id' | 'spec_id'>) {
  const answer = await user.client.post(reviewsUrl(review.spec_id, `/${review.id}/signing`));
  if (answer.statusCode !== 200) throw new Error(`No ticket: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ ticket: string }>().ticket;
}

/** `user` signs the review with `ticket` (their own password unless given). */
export function sign(
  user: SignedInTestUser,
  review: Pick<Review, 'id' | 'spec_id'>,
  ticket: string,
  password = TEST_PASSWORD,
) {
  return user.client.post(reviewsUrl(review.spec_id, `/${review.id}/signatures`), {
    ticket,
    password,
    meaning: 'approved',
  });
}

/** The spec's reviews as `user` reads them. */
export async function listReviews(user: SignedInTestUser, specId: string): Promise<ReviewList> {
  const answer = await user.client.get(reviewsUrl(specId));
  if (answer.statusCode !== 200) throw new Error(`No list: ${answer.statusCode} ${answer.body}`);
  return answer.json<ReviewList>();
}

/** Changes one cell of a row of the spec through a save, as the app does. */
export async function editRow(user: SignedInTestUser, specId: string, row: Record<string, unknown>) {
  const { spec } = (await user.client.get(`/api/specs/${specId}`)).json<{ spec: { version: number } }>();
  const saved = await user.client.request('PUT', `/api/specs/${specId}`, {
    version: spec.version,
    upsert: [row],
    delete: [],
  });
  if (saved.statusCode !== 200) throw new Error(`Not saved: ${saved.statusCode} ${saved.body}`);
}
