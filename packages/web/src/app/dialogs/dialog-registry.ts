import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DialogKind, DialogPropsByKind } from '../../state/dialogs';

/** What the host gives every dialog besides its own props. */
export interface DialogControls {
  onClose: () => void;
}

export type DialogComponent<K extends DialogKind> = ComponentType<DialogPropsByKind[K] & DialogControls>;

/** A dialog component loaded with its first use: none of them is needed to show a spec. */
function lazyDialog<Module, Props>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const messages = () => import('../../ui/dialog/MessageDialogs');
const columns = () => import('../../features/columns/ColumnDialogs');

/** The component of each dialog kind; the host renders the open one. */
export const DIALOG_COMPONENTS: { [K in DialogKind]: LazyExoticComponent<DialogComponent<K>> } = {
  info: lazyDialog(messages, (module) => module.InfoDialog),
  confirmation: lazyDialog(messages, (module) => module.ConfirmationDialog),
  progress: lazyDialog(messages, (module) => module.ProgressDialog),
  addColumn: lazyDialog(columns, (module) => module.COLUMN_DIALOGS.addColumn),
  removeColumns: lazyDialog(columns, (module) => module.COLUMN_DIALOGS.removeColumns),
  editColumn: lazyDialog(columns, (module) => module.COLUMN_DIALOGS.editColumn),
  hideColumns: lazyDialog(columns, (module) => module.COLUMN_DIALOGS.hideColumns),
  showColumns: lazyDialog(columns, (module) => module.COLUMN_DIALOGS.showColumns),
  fillDefaultValue: lazyDialog(columns, (module) => module.COLUMN_DIALOGS.fillDefaultValue),
  feedback: lazyDialog(
    () => import('../../features/forms/FeedbackDialog'),
    (module) => module.FeedbackDialog,
  ),
  templateRequest: lazyDialog(
    () => import('../../features/forms/TemplateRequestDialog'),
    (module) => module.TemplateRequestDialog,
  ),
  specHistory: lazyDialog(
    () => import('../../features/my-specs/HistoryDialog'),
    (module) => module.HistoryDialog,
  ),
  specAudit: lazyDialog(
    () => import('../../features/audit/AuditTrailDialog'),
    (module) => module.AuditTrailDialog,
  ),
  requestReview: lazyDialog(
    () => import('../../features/reviews/RequestReviewDialog'),
    (module) => module.RequestReviewDialog,
  ),
  codeScan: lazyDialog(
    () => import('../../features/code-trace/CodeScanDialog'),
    (module) => module.CodeScanDialog,
  ),
  signReview: lazyDialog(
    () => import('../../features/reviews/SignReviewDialog'),
    (module) => module.SignReviewDialog,
  ),
  specShare: lazyDialog(
    () => import('../../features/sharing/ShareDialog'),
    (module) => module.ShareDialog,
  ),
  specConflict: lazyDialog(
    () => import('../../features/my-specs/ConflictDialog'),
    (module) => module.ConflictDialog,
  ),
  score: lazyDialog(
    () => import('../../features/score/ScoreAnalysisDialog'),
    (module) => module.ScoreAnalysisDialog,
  ),
  basicReview: lazyDialog(
    () => import('../../features/quality-review/basic/BasicReviewDialog'),
    (module) => module.BasicReviewDialog,
  ),
  advancedReview: lazyDialog(
    () => import('../../features/quality-review/advanced/AdvancedReviewDialog'),
    (module) => module.AdvancedReviewDialog,
  ),
  repositoryCommit: lazyDialog(
    () => import('../../features/project-tree/CommitDialog'),
    (module) => module.CommitDialog,
  ),
  importMapping: lazyDialog(
    () => import('../../features/exchange/ImportMappingDialog'),
    (module) => module.ImportMappingDialog,
  ),
  importText: lazyDialog(
    () => import('../../features/exchange/ImportTextDialog'),
    (module) => module.ImportTextDialog,
  ),
  addRepository: lazyDialog(
    () => import('../../features/project-tree/AddRepositoryDialog'),
    (module) => module.AddRepositoryDialog,
  ),
  enterpriseReview: lazyDialog(
    () => import('../../features/quality-review/enterprise/EnterpriseReviewDialog'),
    (module) => module.EnterpriseReviewDialog,
  ),
  generateTest: lazyDialog(
    () => import('../../features/generate/GenerateTestDialog'),
    (module) => module.GenerateTestDialog,
  ),
  newWorkspace: lazyDialog(
    () => import('../../features/workspaces/NewWorkspaceDialog'),
    (module) => module.NewWorkspaceDialog,
  ),
  moveSpec: lazyDialog(
    () => import('../../features/my-specs/MoveSpecDialog'),
    (module) => module.MoveSpecDialog,
  ),
  keepSpec: lazyDialog(
    () => import('../../features/my-specs/KeepSpecDialog'),
    (module) => module.KeepSpecDialog,
  ),
  generateTraceability: lazyDialog(
    () => import('../../features/generate/GenerateTraceabilityDialog'),
    (module) => module.GenerateTraceabilityDialog,
  ),
};
