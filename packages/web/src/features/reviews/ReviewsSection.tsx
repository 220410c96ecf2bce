import type { Review } from '@specwright/core';
import { useEffect } from 'react';
import { runAction } from '../../actions/app-actions';
import { useLivePresence, useReviews, useSession } from '../../state/read-stores';
import { useSelectedRowId } from '../../state/spec-files';
import { useCommentRights } from '../comments/comment-rights';
import { ReviewCard } from './ReviewCard';
import { loadReviews } from './reviews-actions';
import './reviews.css';

/** The spec's review requests at the top of the side panel: the open ones, then the closed ones. */
export function ReviewsSection({ fileId }: { fileId: string }) {
  const { specId, canComment } = useCommentRights(fileId);
  if (!specId) return null;
  return <KeptSpecReviews fileId={fileId} specId={specId} canRequest={canComment} />;
}

interface KeptSpecReviewsProps {
  fileId: string;
  specId: string;
  canRequest: boolean;
}

const shownFirst = (reviews: readonly Review[], shownId: string | undefined) =>
  [...reviews].sort((a, b) => Number(b.id === shownId) - Number(a.id === shownId));

function KeptSpecReviews({ fileId, specId, canRequest }: KeptSpecReviewsProps) {
  const reviews = useReviews((state) => state.specs[specId]);
  const shownId = useReviews((state) => (state.shown?.specId === specId ? state.shown.reviewId : undefined));
  const userId = useSession((state) => state.user?.uid);
  // Owners may cancel every review of a workspace spec; the live channel reports the role.
  const isOwner = useLivePresence((state) => state.specs[specId]?.role === 'owner');
  const rowId = useSelectedRowId(fileId);
  useEffect(() => {
    void loadReviews(specId);
  }, [specId]);
  const all = shownFirst(reviews?.reviews ?? [], shownId);
  const open = all.filter((review) => review.status === 'open');
  const closed = all.filter((review) => review.status !== 'open');
  const card = (review: Review) => (
    <ReviewCard key={review.id} {...{ specId, review, rowId, userId, isOwner }} />
  );
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <div className="reviews__head">
        <h3 id="reviews-title" className="reviews__title">
          Reviews
        </h3>
        {canRequest ? (
          <button
            type="button"
            className="button small"
            onClick={() => void runAction('review.request', { source: 'panel' })}
          >
            Request review…
          </button>
        ) : null}
      </div>
      {!reviews || reviews.status === 'loading' ? (
        <p className="reviews__note" role="status">
          Loading reviews…
        </p>
      ) : null}
      {reviews?.status === 'error' ? (
        <div className="reviews__error" role="alert">
          <p>Reviews could not be loaded: {reviews.error}</p>
          <button type="button" className="button small" onClick={() => void loadReviews(specId, true)}>
            Try again
          </button>
        </div>
      ) : null}
      {reviews?.status === 'ready' && open.length === 0 ? (
        <p className="reviews__note">No review is open on this spec.</p>
      ) : null}
      {open.map(card)}
      {closed.length > 0 ? (
        <details className="reviews__closed" open={closed.some((review) => review.id === shownId)}>
          <summary>Closed reviews ({closed.length})</summary>
          {closed.map(card)}
        </details>
      ) : null}
    </section>
  );
}
