import './review-badges.css';

/** One word about a row in a human review: done, a problem raised, still waiting, or changed since. */
export interface ReviewBadge {
  text: string;
  tone: 'done' | 'problem' | 'waiting' | 'changed';
}

/** A row's review marks as small badges (the table's Approval column, the document's entries). */
export function ReviewBadges({ badges }: { badges: readonly ReviewBadge[] }) {
  if (badges.length === 0) return null;
  const label = badges.map((badge) => badge.text).join(' · ');
  return (
    <span className="review-badges" role="img" aria-label={label} title={label}>
      {badges.map((badge) => (
        <span key={badge.text} className={`review-badge review-badge--${badge.tone}`}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}
