import type { AnalysisApi } from '../../api/analysis-api';
import type { AnalysisFlowDeps } from '../analysis-flow/flow-definition';
import type { QualityReviewLogging } from '../analysis-ui/quality-review-activity';

/** What a quality review needs from the app: the analysis flow's needs, the API and the activity log. */
export interface QualityReviewDeps extends AnalysisFlowDeps, QualityReviewLogging {
  api: AnalysisApi;
}
