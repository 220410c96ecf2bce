import { type AnyAction, always } from '../../actions/action-types';
import { pageTab } from '../../state/page-tabs';
import { advancedReview } from '../quality-review/advanced/advanced-review-wiring';
import { basicReview } from '../quality-review/basic/basic-review-wiring';
import { focusDocsEntry } from '../score/docs/docs-focus';
import { scoreAnalysis } from '../score/score-wiring';

/**
 * The Analyze and Review menus (docs/product-rules.md, "Screens"). The dialogs open with or without an active spec: each says
 * itself what is missing (no spec, not signed in, not enough credits).
 */
export const analysisActions = [
  {
    id: 'analyze.score',
    label: 'Score Analysis…',
    feature: 'score_analysis',
    isEnabled: always,
    run: ({ dialogs }) => {
      scoreAnalysis.open();
      dialogs.open('score');
    },
  },
  {
    id: 'analyze.docs',
    label: 'Documentation',
    isEnabled: always,
    run: ({ tabSet }) => tabSet.openTab(pageTab('score-analysis-docs')),
  },
  {
    id: 'analyze.docsFor',
    label: 'Documentation of a finding',
    isEnabled: always,
    run: ({ tabSet }, { findingTitle }: { findingTitle: string | null }) => {
      focusDocsEntry(findingTitle);
      tabSet.openTab(pageTab('score-analysis-docs'));
    },
  },
  {
    id: 'qualityReview.basic',
    label: 'Basic Review…',
    feature: 'basic_review',
    isEnabled: always,
    run: ({ dialogs }) => {
      basicReview.open();
      dialogs.open('basicReview');
    },
  },
  {
    id: 'qualityReview.advanced',
    label: 'Advanced Review…',
    feature: 'advanced_review',
    isEnabled: always,
    run: ({ dialogs }) => {
      void advancedReview.open();
      dialogs.open('advancedReview');
    },
  },
  {
    id: 'qualityReview.enterprise',
    label: 'Enterprise Review…',
    feature: 'enterprise_review',
    isEnabled: always,
    run: ({ dialogs }) => dialogs.open('enterpriseReview'),
  },
] as const satisfies readonly AnyAction[];
