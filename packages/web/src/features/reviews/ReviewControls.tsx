import { REVIEW_MARK_LABELS, type Review, type ReviewMark, type ReviewRole } from '@specwright/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { Notice } from '../../ui/Notice';
import { MARKS_OF_ROLE, markOf, ownCount, rolesOf } from './review-marks';
import { markReviewRows, withdrawReview } from './reviews-actions';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The buttons of one mark on the selected row (the approver's words: Approve, Reject). */
const MARK_BUTTONS: Readonly<Record<ReviewMark, string>> = {
  reviewed: REVIEW_MARK_LABELS.reviewed,
  needs_changes: REVIEW_MARK_LABELS.needs_changes,
  approved: 'Approve',
  rejected: 'Reject',
};

const ALL_BUTTONS: Readonly<Record<ReviewRole, { mark: ReviewMark; label: string }>> = {
  reviewer: { mark: 'reviewed', label: 'Mark all reviewed' },
  approver: { mark: 'approved', label: 'Approve all' },
};

const ROLE_NAMES: Readonly<Record<ReviewRole, string>> = { reviewer: 'Reviewer', approver: 'Approver' };

interface ReviewControlsProps {
  specId: string;
  review: Review;
  rowId: string | null;
  userId: string;
  /** The requester, or an owner of the workspace. */
  canCancel: boolean;
}

/** What the signed-in user does in an open review: mark the selected row, mark every row, sign, cancel. */
export function ReviewControls({ specId, review, rowId, userId, canCancel }: ReviewControlsProps) {
  const roles = rolesOf(review, userId);
  const write = useMutation({
    mutationFn: (change: { mark: ReviewMark; role: ReviewRole; rowIds?: string[] }) =>
      markReviewRows(specId, review.id, {
        mark: change.mark,
        role: change.role,
        ...(change.rowIds ? { row_ids: change.rowIds } : {}),
      }),
  });
  const inReview = rowId !== null && review.row_ids.includes(rowId);
  return (
    <div className="review-controls">
      {roles.map((role) => (
        <fieldset
          key={role}
          className="review-controls__role"
          aria-label={`${ROLE_NAMES[role]} of ${review.title}`}
        >
          <p className="review-controls__row">
            {inReview && rowId
              ? `As ${ROLE_NAMES[role].toLowerCase()}, on the selected row:`
              : rowId
                ? 'The selected row is not part of this review.'
                : 'Select a row of this review to mark it.'}
          </p>
          <div className="review-controls__buttons">
            {inReview && rowId
              ? MARKS_OF_ROLE[role].map((mark) => (
                  <button
                    key={mark}
                    type="button"
                    className="button small"
                    aria-pressed={markOf(review, rowId, userId, role) === mark}
                    disabled={write.isPending}
                    onClick={() => write.mutate({ mark, role, rowIds: [rowId] })}
                  >
                    {MARK_BUTTONS[mark]}
                  </button>
                ))
              : null}
            <button
              type="button"
              className="button small"
              disabled={write.isPending}
              onClick={() => write.mutate({ mark: ALL_BUTTONS[role].mark, role })}
            >
              {ALL_BUTTONS[role].label}
            </button>
            {role === 'approver' ? <SignButton review={review} specId={specId} userId={userId} /> : null}
          </div>
        </fieldset>
      ))}
      {write.isError ? <Notice tone="error">{errorText(write.error)}</Notice> : null}
      {canCancel ? <CancelReview specId={specId} review={review} /> : null}
    </div>
  );
}

function SignButton({ review, specId, userId }: { review: Review; specId: string; userId: string }) {
  if (review.signatures.some((signature) => signature.user.id === userId)) {
    return <span className="review-controls__signed">You signed this review.</span>;
  }
  const allApproved = ownCount(review, userId, 'approver', 'approved') >= review.row_ids.length;
  return (
    <button
      type="button"
      className="button small primary"
      disabled={!allApproved}
      title={allApproved ? undefined : 'Approve every row of the review before you sign.'}
      onClick={() =>
        void runAction(
          'review.sign',
          { source: 'panel' },
          { specId, reviewId: review.id, title: review.title },
        )
      }
    >
      Sign…
    </button>
  );
}

function CancelReview({ specId, review }: { specId: string; review: Review }) {
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({ mutationFn: () => withdrawReview(specId, review.id) });
  if (!asking) {
    return (
      <button type="button" className="button small review-controls__cancel" onClick={() => setAsking(true)}>
        Cancel review…
      </button>
    );
  }
  return (
    <fieldset className="review-controls__confirm" aria-label="Cancel this review">
      <p>Cancel this review for everyone named in it?</p>
      <button
        type="button"
        className="button small danger"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        Cancel review
      </button>
      <button type="button" className="button small" onClick={() => setAsking(false)}>
        Keep it open
      </button>
      {cancel.isError ? <Notice tone="error">{errorText(cancel.error)}</Notice> : null}
    </fieldset>
  );
}
