import type { WaitingReview } from '@specwright/core';
import { useQuery } from '@tanstack/react-query';
import { runAction } from '../../actions/app-actions';
import { formatDay } from '../reviews/review-text';
import { fetchWaitingReviews } from '../reviews/reviews-api';

export const waitingReviewsQueryKey = ['reviews', 'waiting'] as const;

const ROLE_WORDS = { reviewer: 'review', approver: 'approve' } as const;

/** The Dashboard's "Waiting for my review": open reviews naming the user that they have not finished. */
export function WaitingReviews() {
  const waiting = useQuery({
    queryKey: waitingReviewsQueryKey,
    queryFn: ({ signal }) => fetchWaitingReviews(signal),
    staleTime: 0,
  });
  return (
    <section className="dashboard-card waiting-reviews" aria-labelledby="waiting-reviews-title">
      <h2 id="waiting-reviews-title">Waiting for my review</h2>
      {waiting.isPending ? (
        <p className="dashboard__status" role="status">
          Loading the reviews waiting for you…
        </p>
      ) : waiting.isError ? (
        <div className="dashboard__status dashboard__status--error" role="alert">
          <p>The reviews waiting for you could not be loaded: {waiting.error.message}</p>
          <button type="button" className="button small" onClick={() => void waiting.refetch()}>
            Try again
          </button>
        </div>
      ) : waiting.data.length === 0 ? (
        <p className="dashboard__status">Nothing is waiting for your review.</p>
      ) : (
        <ul className="waiting-reviews__list" aria-label="Reviews waiting for me">
          {waiting.data.map((review) => (
            <WaitingItem key={review.review_id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WaitingItem({ review }: { review: WaitingReview }) {
  const where = review.workspace_name ? `${review.spec_title} · ${review.workspace_name}` : review.spec_title;
  const asked = review.roles.map((role) => ROLE_WORDS[role]).join(' and ');
  return (
    <li className="waiting-reviews__item">
      <div className="waiting-reviews__what">
        <span className="waiting-reviews__title">{review.title}</span>
        <span className="waiting-reviews__meta">
          {where} · {review.requested_by.name} asked you to {asked}
          {review.due_date ? ` · due ${formatDay(review.due_date)}` : ''}
        </span>
      </div>
      <span className="waiting-reviews__done">
        {review.done} of {review.rows} rows
      </span>
      <button
        type="button"
        className="button small primary"
        aria-label={`Open ${review.title}`}
        onClick={() =>
          void runAction(
            'review.open',
            { source: 'button' },
            { specId: review.spec_id, reviewId: review.review_id },
          )
        }
      >
        Open
      </button>
    </li>
  );
}
