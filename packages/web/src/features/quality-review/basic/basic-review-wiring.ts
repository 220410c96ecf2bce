import { trackEvent } from '../../../analytics/track-event';
import { analysisApi } from '../../../api/analysis-api';
import { logUserActivity } from '../../../api/user-activity-api';
import {
  activeSpecTarget,
  applyCommandToFile,
  openFileById,
  signedInUser,
} from '../../analysis-ui/app-wiring';
import { createBasicReview } from './basic-review';

/** The app's Basic review, bound to the app's stores and API. */
export const basicReview = createBasicReview({
  api: analysisApi,
  activeSpec: activeSpecTarget,
  fileById: openFileById,
  applyCommand: applyCommandToFile,
  user: signedInUser,
  logActivity: (activity) => logUserActivity(activity),
  trackQualityReviewCompleted: (properties) => trackEvent('review_completed', properties),
});
