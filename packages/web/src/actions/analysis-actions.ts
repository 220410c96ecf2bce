import { advancedReview } from '../features/advanced-review/advanced-review-controller';
import { openAnalysisDialog } from '../features/analysis-ui/analysis-dialogs-store';
import { basicReview } from '../features/basic-review/basic-review-controller';
import { scoreAnalysis } from '../features/score/score-controller';
import { pageTab } from '../state/page-tabs';
import { type Action, always } from './action-types';

/**
 * The Analyze and Review menus (spec §2). The dialogs open with or without an active spec: each says
 * itself what is missing (no spec, not signed in, not enough credits).
 */
export const analysisActions: Action[] = [
  {
    id: 'analyze.score',
    label: 'Score Analysis…',
    isEnabled: always,
    run: () => {
      scoreAnalysis.open();
      openAnalysisDialog('score');
    },
  },
  {
    id: 'analyze.docs',
    label: 'Documentation',
    isEnabled: always,
    run: ({ workspace }) => workspace.openTab(pageTab('score-analysis-docs')),
  },
  {
    id: 'review.basic',
    label: 'Basic Review…',
    isEnabled: always,
    run: () => {
      basicReview.open();
      openAnalysisDialog('basicReview');
    },
  },
  {
    id: 'review.advanced',
    label: 'Advanced Review…',
    isEnabled: always,
    run: () => {
      void advancedReview.open();
      openAnalysisDialog('advancedReview');
    },
  },
  {
    id: 'review.enterprise',
    label: 'Enterprise Review…',
    isEnabled: always,
    run: () => openAnalysisDialog('enterpriseReview'),
  },
];
