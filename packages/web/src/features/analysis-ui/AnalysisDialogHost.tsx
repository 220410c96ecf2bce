import { lazy, Suspense } from 'react';
import { closeAnalysisDialog, useAnalysisDialogsStore } from './analysis-dialogs-store';

// The dialogs load with their first use; none of them is needed to show a spec.
const ScoreAnalysisDialog = lazy(() =>
  import('../score/ScoreAnalysisDialog').then((module) => ({ default: module.ScoreAnalysisDialog })),
);
const BasicReviewDialog = lazy(() =>
  import('../basic-review/BasicReviewDialog').then((module) => ({ default: module.BasicReviewDialog })),
);
const AdvancedReviewDialog = lazy(() =>
  import('../advanced-review/AdvancedReviewDialog').then((module) => ({
    default: module.AdvancedReviewDialog,
  })),
);
const EnterpriseReviewDialog = lazy(() =>
  import('../enterprise-review/EnterpriseReviewDialog').then((module) => ({
    default: module.EnterpriseReviewDialog,
  })),
);

const DIALOGS = {
  score: ScoreAnalysisDialog,
  basicReview: BasicReviewDialog,
  advancedReview: AdvancedReviewDialog,
  enterpriseReview: EnterpriseReviewDialog,
};

/** Shows the Analyze or Review dialog opened through `openAnalysisDialog`. */
export function AnalysisDialogHost() {
  const open = useAnalysisDialogsStore((state) => state.open);
  if (!open) return null;
  const Dialog = DIALOGS[open];
  return (
    <Suspense fallback={null}>
      <Dialog onClose={closeAnalysisDialog} />
    </Suspense>
  );
}
