import type { BasicReviewRow } from '@specwright/core';
import { AnalysisFlowDialog } from '../../../ui/analysis/AnalysisFlowDialog';
import { SuggestionCompare } from '../../../ui/analysis/SuggestionCompare';
import { qualityReviewView } from '../quality-review-view';
import { BASIC_REVIEW_MESSAGES } from './basic-review';
import { basicReview } from './basic-review-wiring';

const BASIC_REVIEW_VIEW = qualityReviewView<BasicReviewRow>({
  title: 'Basic Review',
  testId: 'basic-review-dialog',
  description: 'Checks the spelling, grammar and wording of one column and proposes corrections.',
  stepNames: {
    idle: 'selectColumn',
    setup: 'selectColumn',
    running: 'processing',
    noProposals: 'noSuggestions',
  },
  idleShows: 'setup',
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
            <span className={`proposal-status proposal-status--${suggestion.status}`}>
              {suggestion.status}
            </span>
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
    noProposals: BASIC_REVIEW_MESSAGES.noSuggestions,
  },
});

/** Review → Basic: choose a column, let the server check it, accept or reject each suggestion. */
export function BasicReviewDialog({ onClose }: { onClose: () => void }) {
  return <AnalysisFlowDialog flow={basicReview} view={BASIC_REVIEW_VIEW} onClose={onClose} />;
}
