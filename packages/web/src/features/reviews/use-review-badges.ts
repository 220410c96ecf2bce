import { useEffect, useMemo } from 'react';
import { useAccountSpecs, useReviews } from '../../state/read-stores';
import { useSpecFile } from '../../state/spec-files';
import type { ReviewBadge } from '../../ui/ReviewBadges';
import { markerBadges, rowMarkers } from './review-marks';
import { loadReviews } from './reviews-actions';

const NONE: ReadonlyMap<string, readonly ReviewBadge[]> = new Map();

/**
 * The review badges of each row of an open file kept in the account that has one: its mark in an open
 * review, and "Changed since approved", computed again with every edit (live ones too).
 */
export function useReviewBadges(fileId: string): ReadonlyMap<string, readonly ReviewBadge[]> {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId);
  const reviews = useReviews((state) => (specId ? state.specs[specId] : undefined));
  const rows = useSpecFile(fileId)?.data;
  useEffect(() => {
    if (specId) void loadReviews(specId);
  }, [specId]);
  return useMemo(() => {
    if (
      !rows ||
      !reviews ||
      (reviews.reviews.length === 0 && Object.keys(reviews.approvedRows).length === 0)
    ) {
      return NONE;
    }
    const badges = new Map<string, readonly ReviewBadge[]>();
    for (const [rowId, marker] of rowMarkers(rows, reviews.reviews, reviews.approvedRows)) {
      badges.set(rowId, markerBadges(marker));
    }
    return badges;
  }, [rows, reviews]);
}
