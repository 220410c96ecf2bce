import type { BasicReviewRow } from '@specwright/core';
import { useSpecFile } from '../../../state/spec-files';
import { AnalysisFlowDialog } from '../../../ui/analysis/AnalysisFlowDialog';
import type { AnalysisFlowView } from '../../../ui/analysis/analysis-flow-view';
import { SuggestionCompare } from '../../../ui/analysis/SuggestionCompare';
import { reviewableColumns } from '../../analysis-ui/review-columns';
import { BASIC_REVIEW_MESSAGES, type BasicReviewStep } from './basic-review';
import { basicReview } from './basic-review-wiring';

/** The dialog's states as the product names them (data-step). */
function stepName(current: BasicReviewStep): string {
  switch (current.step) {
    case 'idle':
    case 'setup':
    case 'failed':
      return 'selectColumn';
    case 'running':
      return 'processing';
    case 'nothingToReview':
      return 'noSuggestions';
    default:
      return current.step;
  }
}

const BASIC_REVIEW_VIEW: AnalysisFlowView<never, BasicReviewRow, never> = {
  title: 'Basic Review',
  testId: 'basic-review-dialog',
  stepName,
  description: () => 'Checks the spelling, grammar and wording of one column and proposes corrections.',
  useFile: useSpecFile,
  idleShows: 'setup',
  setup: { columns: reviewableColumns, startLabel: 'Start Review' },
  running: { kind: 'task', label: 'Basic review progress', cancelLabel: 'Cancel Review' },
  proposals: {
    noun: 'Suggestion',
    nounPlural: 'suggestions',
    body: (suggestion, { draft, edit, file, column }) => {
      const row = file?.data.find((candidate) => candidate.id === suggestion.id);
      return (
        <>
          <p className="analysis-counters">
            <span>
              Requirement <strong>{suggestion.id}</strong>
            </span>
            <span className={`review-status review-status--${suggestion.status}`}>{suggestion.status}</span>
          </p>
          <SuggestionCompare
            current={row ? String(row[column] ?? '') : suggestion.description}
            proposed={draft}
            reason={suggestion.reason}
            editing={{ onChange: edit }}
            noProposal={BASIC_REVIEW_MESSAGES.noProposal}
          />
        </>
      );
    },
    nothingToReview: BASIC_REVIEW_MESSAGES.noSuggestions,
  },
};

/** Review → Basic: choose a column, let the server check it, accept or reject each suggestion. */
export function BasicReviewDialog({ onClose }: { onClose: () => void }) {
  return <AnalysisFlowDialog flow={basicReview} view={BASIC_REVIEW_VIEW} onClose={onClose} />;
}
