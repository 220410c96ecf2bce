import { trackEvent } from '../../../analytics/track-event';
import { analysisApi } from '../../../api/analysis-api';
import { logUserActivity } from '../../../api/user-activity-api';
import { fetchDashboard } from '../../account/dashboard-api';
import {
  activeSpecTarget,
  applyCommandToFile,
  openFileById,
  signedInUser,
} from '../../analysis-ui/app-wiring';
import { createAdvancedReview } from './advanced-review';

/** The app's Advanced review, bound to the app's stores and API; credits come from the dashboard call. */
export const advancedReview = createAdvancedReview({
  api: analysisApi,
  activeSpec: activeSpecTarget,
  fileById: openFileById,
  applyCommand: applyCommandToFile,
  user: signedInUser,
  credits: async (uid) => (await fetchDashboard(uid)).credits,
  logActivity: (activity) => logUserActivity(activity),
  trackQualityReviewCompleted: (properties) => trackEvent('review_completed', properties),
});
