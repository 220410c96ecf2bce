import type { Review, ReviewList } from '@specwright/core';
import { create } from 'zustand';

/** The review requests of one spec kept in the account, as far as this tab has them. */
export interface SpecReviews {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  reviews: readonly Review[];
  /** Each row approved in a closed review, with the fingerprint it had then. */
  approvedRows: Readonly<Record<string, string>>;
}

interface ReviewsStore {
  /** By the spec's id in the account. */
  specs: Readonly<Record<string, SpecReviews>>;
  /** The review the side panel shows first (opened from the Dashboard's "Waiting for my review"). */
  shown: { specId: string; reviewId: string } | null;
  loading: (specId: string) => void;
  loaded: (specId: string, list: ReviewList) => void;
  failed: (specId: string, error: string) => void;
  /** A review as the server answered a write: replaces the one of the same id. */
  upsert: (specId: string, review: Review) => void;
  show: (shown: { specId: string; reviewId: string } | null) => void;
}

const EMPTY: SpecReviews = { status: 'loading', error: null, reviews: [], approvedRows: {} };

/** Filled by the reviews actions and the live connection; read by the review panel and the row markers. */
export const useReviewsStore = create<ReviewsStore>()((set) => {
  const change = (specId: string, next: (current: SpecReviews) => SpecReviews) =>
    set((state) => ({ specs: { ...state.specs, [specId]: next(state.specs[specId] ?? EMPTY) } }));
  return {
    specs: {},
    shown: null,
    show: (shown) => set({ shown }),
    loading: (specId) => change(specId, (current) => ({ ...current, status: 'loading', error: null })),
    loaded: (specId, list) =>
      change(specId, () => ({
        status: 'ready',
        error: null,
        reviews: list.reviews,
        approvedRows: list.approved_rows,
      })),
    failed: (specId, error) => change(specId, (current) => ({ ...current, status: 'error', error })),
    upsert: (specId, review) =>
      change(specId, (current) => {
        const known = current.reviews.some((found) => found.id === review.id);
        const reviews = known
          ? current.reviews.map((found) => (found.id === review.id ? review : found))
          : [review, ...current.reviews];
        return { ...current, reviews };
      }),
  };
});
