import { create } from 'zustand';
import { trackFeatureUsed } from '../../analytics/track-event';

/** The dialogs of the Analyze and Review menus. */
export type AnalysisDialogKind = 'score' | 'basicReview' | 'advancedReview' | 'enterpriseReview';

const FEATURE_NAMES: Record<AnalysisDialogKind, string> = {
  score: 'score_analysis',
  basicReview: 'basic_review',
  advancedReview: 'advanced_review',
  enterpriseReview: 'enterprise_review',
};

interface AnalysisDialogsState {
  open: AnalysisDialogKind | null;
}

export const useAnalysisDialogsStore = create<AnalysisDialogsState>()(() => ({ open: null }));

export function openAnalysisDialog(kind: AnalysisDialogKind): void {
  useAnalysisDialogsStore.setState({ open: kind });
  trackFeatureUsed(FEATURE_NAMES[kind]);
}

export function closeAnalysisDialog(): void {
  useAnalysisDialogsStore.setState({ open: null });
}
