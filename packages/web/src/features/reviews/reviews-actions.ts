import type { Review, ReviewCreate, ReviewMarksUpdate } from '@specwright/core';
import { type ActionState, type AnyAction, activeSpecOf } from '../../actions/action-types';
import { runAction } from '../../actions/app-actions';
import { useAccountSpecsStore } from '../../state/account-specs';
import { useReviewsStore } from '../../state/reviews';
import { cancelReview, fetchReviews, markRows, requestReview } from './reviews-api';

const store = () => useReviewsStore.getState();

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads the spec's reviews unless this tab has them or is reading them (or always, `again`). */
export async function loadReviews(specId: string, again = false): Promise<void> {
  const current = store().specs[specId];
  if (!again && current && current.status !== 'error') return;
  if (!current || current.status === 'error') store().loading(specId);
  try {
    store().loaded(specId, await fetchReviews(specId));
  } catch (error) {
    store().failed(specId, messageOf(error));
  }
}

/** How long the reviews wait after a live notice before they are read again, so a burst reads once. */
export const LIVE_RELOAD_DELAY_MS = 400;
const pendingReloads = new Map<string, ReturnType<typeof setTimeout>>();

/** A review changed elsewhere (the live channel said so): the spec's reviews are read again, debounced. */
export function reviewChangedLive(specId: string): void {
  const pending = pendingReloads.get(specId);
  if (pending) clearTimeout(pending);
  pendingReloads.set(
    specId,
    setTimeout(() => {
      pendingReloads.delete(specId);
      void loadReviews(specId, true);
    }, LIVE_RELOAD_DELAY_MS),
  );
}

/** Keeps a review as the server answered a write; the approved rows may have changed with it. */
function keepReview(specId: string, review: Review): void {
  store().upsert(specId, review);
  if (review.status !== 'open') void loadReviews(specId, true);
}

export async function askForReview(specId: string, body: ReviewCreate): Promise<Review> {
  const review = await requestReview(specId, body);
  keepReview(specId, review);
  store().show({ specId, reviewId: review.id });
  return review;
}

export async function markReviewRows(
  specId: string,
  reviewId: string,
  body: ReviewMarksUpdate,
): Promise<void> {
  keepReview(specId, await markRows(specId, reviewId, body));
}

export async function withdrawReview(specId: string, reviewId: string): Promise<void> {
  keepReview(specId, await cancelReview(specId, reviewId));
}

/** The review signed in the signature dialog, as the server answered. */
export function keepSignedReview(specId: string, review: Review): void {
  keepReview(specId, review);
}

function whenKept(state: ActionState): boolean {
  const active = activeSpecOf(state);
  return active !== undefined && useAccountSpecsStore.getState().links[active.fileId] !== undefined;
}

/** Review → Request Review…, the side panel's Sign…, and the Dashboard's reviews waiting. */
export const reviewActions = [
  {
    id: 'review.request',
    label: 'Request Review…',
    feature: 'review_request',
    isEnabled: whenKept,
    run: (context) => {
      const active = activeSpecOf(context.state);
      if (active) context.dialogs.open('requestReview', { fileId: active.fileId });
    },
  },
  {
    id: 'review.sign',
    label: 'Sign…',
    isEnabled: (state) => state.isSignedIn,
    run: ({ dialogs }, target: { specId: string; reviewId: string; title: string }) =>
      dialogs.open('signReview', target),
  },
  {
    id: 'review.open',
    label: 'Open review',
    isEnabled: (state) => state.isSignedIn,
    // The spec opens (or its tab comes forward) with the side panel showing this review first.
    run: ({ state, layout }, target: { specId: string; reviewId: string }) => {
      store().show(target);
      runAction('mySpecs.open', { source: 'button' }, { specId: target.specId });
      if (state.sidePanel !== 'properties') layout.toggleSidePanel('properties');
      void loadReviews(target.specId, true);
    },
  },
] as const satisfies readonly AnyAction[];
