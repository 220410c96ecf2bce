import {
  reviewEndpoints as api,
  endpointUrl,
  type Review,
  type ReviewCreate,
  type ReviewList,
  type ReviewMarksUpdate,
  type SignatureMeaning,
  type WaitingReview,
} from '@specwright/core';
import { apiRequest } from '../../api/api-request';

const TIMEOUT_MS = 30_000;
const onReview = (specId: string, reviewId: string) => ({ params: { id: specId, reviewId } });

export function fetchReviews(specId: string, signal?: AbortSignal): Promise<ReviewList> {
  return apiRequest(endpointUrl(api.list, { params: { id: specId } }), {
    schema: api.list.response,
    timeoutMs: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}

export async function requestReview(specId: string, body: ReviewCreate): Promise<Review> {
  const { review } = await apiRequest(endpointUrl(api.create, { params: { id: specId } }), {
    method: 'POST',
    body,
    schema: api.create.response,
    timeoutMs: TIMEOUT_MS,
  });
  return review;
}

export async function cancelReview(specId: string, reviewId: string): Promise<Review> {
  const { review } = await apiRequest(endpointUrl(api.update, onReview(specId, reviewId)), {
    method: 'PATCH',
    body: { status: 'cancelled' },
    schema: api.update.response,
    timeoutMs: TIMEOUT_MS,
  });
  return review;
}

export async function markRows(specId: string, reviewId: string, body: ReviewMarksUpdate): Promise<Review> {
  const { review } = await apiRequest(endpointUrl(api.mark, onReview(specId, reviewId)), {
    method: 'PUT',
    body,
    schema: api.mark.response,
    timeoutMs: TIMEOUT_MS,
  });
  return review;
}

/** A one-time ticket for the signature dialog, asked for when it opens. */
export function askSigningTicket(specId: string, reviewId: string): Promise<{ ticket: string }> {
  return apiRequest(endpointUrl(api.signing, onReview(specId, reviewId)), {
    method: 'POST',
    schema: api.signing.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function signReview(
  specId: string,
  reviewId: string,
  body: { ticket: string; password: string; meaning: SignatureMeaning },
): Promise<Review> {
  const { review } = await apiRequest(endpointUrl(api.sign, onReview(specId, reviewId)), {
    method: 'POST',
    body,
    schema: api.sign.response,
    timeoutMs: TIMEOUT_MS,
  });
  return review;
}

export async function fetchWaitingReviews(signal?: AbortSignal): Promise<WaitingReview[]> {
  const { reviews } = await apiRequest(endpointUrl(api.waiting), {
    schema: api.waiting.response,
    timeoutMs: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  return reviews;
}
