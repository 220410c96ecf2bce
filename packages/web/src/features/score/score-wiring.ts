import { analysisApi } from '../../api/analysis-api';
import { activeSpecTarget, applyCommandToFile, openFileById, signedInUser } from '../analysis-ui/app-wiring';
import { createScoreAnalysis } from './score-analysis';

/** The app's one Score Analysis run, bound to the app's stores and API. */
export const scoreAnalysis = createScoreAnalysis({
  api: analysisApi,
  activeSpec: activeSpecTarget,
  fileById: openFileById,
  applyCommand: applyCommandToFile,
  user: signedInUser,
});
