import { REVIEW_STATUS_LABELS, type Review } from '@specwright/core';
import { useQuery } from '@tanstack/react-query';
import { runAction } from '../../actions/app-actions';
import { LockIcon } from '../../ui/icons';
import { ProgressBar } from '../../ui/ProgressBar';
import { formatWhen } from '../my-specs/format-when';
import { fetchVersions } from '../my-specs/specs-api';
import { ReviewControls } from './ReviewControls';
import { approvedShare, formatDay, isOverdue, namesOf, progressLines } from './review-text';

interface ReviewCardProps {
  specId: string;
  review: Review;
  rowId: string | null;
  userId: string | undefined;
  /** An owner of the spec's workspace, who may cancel each review of it. */
  isOwner: boolean;
}

/** One review request: what it covers, who is named, how far it is, and what the user can do in it. */
export function ReviewCard({ specId, review, rowId, userId, isOwner }: ReviewCardProps) {
  const titleId = `review-${review.id}-title`;
  const overdue = isOverdue(review);
  return (
    <article className={`review-card review-card--${review.status}`} aria-labelledby={titleId}>
      <header className="review-card__head">
        <h4 id={titleId} className="review-card__title">
          {review.title}
        </h4>
        <span className={`review-card__status review-card__status--${review.status}`}>
          {REVIEW_STATUS_LABELS[review.status]}
        </span>
      </header>
      <p className="review-card__meta">
        Asked by {review.requested_by.name} on {formatWhen(review.created_at)}
        {review.scope === 'changed' && review.since_version
          ? ` · rows changed since ${review.since_version.name ?? `version ${review.since_version.version}`}`
          : ' · the whole spec'}
      </p>
      {review.due_date ? (
        <p className={overdue ? 'review-card__due review-card__due--late' : 'review-card__due'}>
          {overdue ? 'Overdue: was due' : 'Due'} {formatDay(review.due_date)}
        </p>
      ) : null}
      <dl className="review-card__people">
        <div>
          <dt>Reviewers</dt>
          <dd>{namesOf(review, 'reviewer')}</dd>
        </div>
        <div>
          <dt>Approvers</dt>
          <dd>{namesOf(review, 'approver')}</dd>
        </div>
      </dl>
      <ProgressBar percentage={approvedShare(review)} label={`${review.title}: rows approved`} />
      <dl className="review-card__progress" aria-label="Progress">
        <div>
          <dt>Rows</dt>
          <dd>{review.progress.rows}</dd>
        </div>
        {progressLines(review).map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {review.status === 'open' && userId ? (
        <ReviewControls
          {...{ specId, review, rowId, userId }}
          canCancel={isOwner || review.requested_by.id === userId}
        />
      ) : null}
      {review.signatures.length > 0 ? (
        <ul className="review-card__signatures" aria-label="Signatures">
          {review.signatures.map((signature) => (
            <li key={signature.id}>
              Signed by <strong>{signature.user.name}</strong> on {formatWhen(signature.signed_at)} · meaning
              “{REVIEW_STATUS_LABELS[signature.meaning]}”
            </li>
          ))}
        </ul>
      ) : null}
      {review.status === 'approved' && review.baseline_version_id ? (
        <Baseline specId={specId} versionId={review.baseline_version_id} />
      ) : null}
    </article>
  );
}

/** The locked baseline an approved review kept, by its name in Version History. */
function Baseline({ specId, versionId }: { specId: string; versionId: string }) {
  const versions = useQuery({ queryKey: ['spec-versions', specId], queryFn: () => fetchVersions(specId) });
  const baseline = versions.data?.find((version) => version.id === versionId);
  return (
    <p className="review-card__baseline">
      <LockIcon size={14} />
      <span>
        {baseline
          ? `Locked baseline: ${baseline.name ?? `Version ${baseline.version}`}, ${baseline.rows} rows.`
          : 'The approved rows are kept as a locked baseline.'}
      </span>
      <button
        type="button"
        className="button small"
        onClick={() => void runAction('file.versionHistory', { source: 'panel' })}
      >
        Version History…
      </button>
    </p>
  );
}
