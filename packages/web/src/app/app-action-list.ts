import { installAppActions } from '../actions/app-actions';
import { changeActions } from '../actions/change-actions';
import { columnActions } from '../actions/column-actions';
import { columnEditActions } from '../actions/column-edit-actions';
import { formsActions } from '../actions/forms-actions';
import { helpActions } from '../actions/help-actions';
import { historyActions } from '../actions/history-actions';
import { linkActions } from '../actions/link-actions';
import { rowActions } from '../actions/row-actions';
import { rowEditActions } from '../actions/row-edit-actions';
import { shareActions } from '../actions/share-actions';
import { suspectLinkActions } from '../actions/suspect-link-actions';
import { tabActions } from '../actions/tab-actions';
import { viewActions } from '../actions/view-actions';
import { accountActions } from '../features/account/account-actions';
import { analysisActions } from '../features/analysis-ui/analysis-actions';
import { codeTraceActions } from '../features/code-trace/code-trace-actions';
import { crossSpecActions } from '../features/cross-spec-links/cross-spec-actions';
import { draftActions } from '../features/drafts/draft-actions';
import { exchangeActions } from '../features/exchange/exchange-actions';
import { fileActions } from '../features/files/file-actions';
import { generateActions } from '../features/generate/generate-actions';
import { mySpecsActions } from '../features/my-specs/my-specs-actions';
import { repositoryActions } from '../features/project-tree/repository-actions';
import { reviewActions } from '../features/reviews/reviews-actions';
import { testResultsActions } from '../features/test-runs/test-results-actions';
import { traceActions } from '../features/trace/trace-actions';
import { workspacesActions } from '../features/workspaces/workspaces-actions';

/**
 * Every operation of the app: the generic ones of actions/ and those the features declare. The app shell
 * hands this list to `installAppActions` at start-up; the registry itself knows no feature.
 */
export const APP_ACTIONS = [
  ...fileActions,
  ...exchangeActions,
  ...historyActions,
  ...columnActions,
  ...helpActions,
  ...viewActions,
  ...tabActions,
  ...rowActions,
  ...accountActions,
  ...mySpecsActions,
  ...workspacesActions,
  ...shareActions,
  ...formsActions,
  ...analysisActions,
  ...generateActions,
  ...traceActions,
  ...rowEditActions,
  ...columnEditActions,
  ...changeActions,
  ...linkActions,
  ...suspectLinkActions,
  ...crossSpecActions,
  ...repositoryActions,
  ...draftActions,
  ...reviewActions,
  ...testResultsActions,
  ...codeTraceActions,
] as const;

// The ids `runAction` and `useAction` accept are exactly those of the list above.
declare module '../actions/action-catalogue' {
  interface ActionCatalogue {
    app: (typeof APP_ACTIONS)[number];
  }
}

/** Hands every action to the registry: once at start-up, before the first render (and in the web tests' setup). */
export function installAllAppActions(): void {
  installAppActions(APP_ACTIONS);
}
