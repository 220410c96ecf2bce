import { useSpecFile } from '../../state/spec-files';
import type { AnalysisFlowView } from '../../ui/analysis/analysis-flow-view';
import { qualityReviewColumns } from '../analysis-ui/quality-review-columns';

type QualityReviewView<Proposal> = AnalysisFlowView<never, Proposal, never>;

/** What sets one quality review's dialog apart; the column choice and Start Review are the same in all. */
export type QualityReviewViewParts<Proposal> = Omit<QualityReviewView<Proposal>, 'useFile' | 'setup'> & {
  setup?: Omit<QualityReviewView<Proposal>['setup'], 'columns' | 'startLabel'>;
};

/** The view of a quality review's dialog: it reviews one column of the open spec, started by Start Review. */
export function qualityReviewView<Proposal>(
  parts: QualityReviewViewParts<Proposal>,
): QualityReviewView<Proposal> {
  return {
    ...parts,
    // The product names the walk through the proposals 'review' (data-step).
    stepNames: { proposal: 'review', ...parts.stepNames },
    useFile: useSpecFile,
    setup: { columns: qualityReviewColumns, startLabel: 'Start Review', ...parts.setup },
  };
}
