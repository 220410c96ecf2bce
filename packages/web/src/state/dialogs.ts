import type { RequirementFile } from '@specwright/core';
import type { SourceTable, TextChoice } from '@specwright/core/exchange';
import { create } from 'zustand';

/** A message with an OK button. */
export interface InfoDialogProps {
  title: string;
  message: string;
  /** A link shown under the message (e.g. the pull request just opened), opened in a new tab. */
  link?: { href: string; label: string } | undefined;
}

/** A question with Cancel and Confirm; only the buttons run the callbacks (Escape and × just close). */
export interface ConfirmationDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

/**
 * A message over a bar: it fills by itself, or shows `percentage` when the work reports how far it is.
 * The code that opened it closes it; with `onCancel` it has a Cancel button (× and Escape cancel too).
 */
export interface ProgressDialogProps {
  title: string;
  message: string;
  percentage?: number;
  onCancel?: () => void;
}

/** The props of a dialog that opens without any. */
type NoProps = Record<never, never>;

/** What the project tree's commit dialog does: commit, open a pull request, or both. */
export type RepositoryCommitMode = 'commit' | 'pullRequest' | 'commitAndPullRequest';

/** Every dialog of the app, by kind, with the props it opens with. */
export interface DialogPropsByKind {
  info: InfoDialogProps;
  confirmation: ConfirmationDialogProps;
  progress: ProgressDialogProps;
  // The Edit menu's column dialogs (and the table's column menu), each on one open spec file.
  addColumn: { fileId: string };
  removeColumns: { fileId: string };
  editColumn: { fileId: string; field?: string | undefined };
  hideColumns: { fileId: string };
  showColumns: { fileId: string };
  fillDefaultValue: { fileId: string };
  // The two forms that go to the provider.
  feedback: NoProps;
  templateRequest: NoProps;
  // The Analyze and Review menus.
  score: NoProps;
  basicReview: NoProps;
  advancedReview: NoProps;
  enterpriseReview: NoProps;
  // The Generate menu's dialogs, on the active spec.
  generateTest: { fileId: string };
  generateTraceability: { fileId: string };
  // The project tree's commit and pull request dialogs, on the selected repository.
  repositoryCommit: { mode: RepositoryCommitMode; repositoryId: string | null; baseBranch: string };
  // File → Version History: the versions of an open spec kept in the account.
  specHistory: { fileId: string };
  // File → Audit Trail: who did what to an open spec kept in the account.
  specAudit: { fileId: string };
  // File → Share… and My Specs' Share: the read-only links of a kept spec.
  specShare: { specId: string; title: string };
  // Rows changed here and in another window: the user chooses which to keep.
  specConflict: { fileId: string };
  // File → Import → Excel or CSV: the column-mapping step of a read table.
  importMapping: { table: SourceTable; title: string; warnings?: readonly string[] };
  /** A ReqIF import whose attribute names leave the requirement text unclear: the file as read with the guess. */
  importText: { file: RequirementFile; choice: TextChoice; onChoose: (name: string) => void };
  // The project tree's Add Repository dialog, for the signed-in user; the added repository is selected.
  addRepository: { userId: string };
  // Workspaces → New workspace: its name; the new workspace is shown.
  newWorkspace: NoProps;
  // My Specs → Move to workspace…: a kept spec into a workspace or back to Personal (workspaceId null).
  moveSpec: { specId: string; title: string; workspaceId: string | null };
  // File → Save to My Specs when the user is in a workspace: where to keep the open file.
  keepSpec: { fileId: string; title: string };
  // Review → Request Review…: a human review of an open spec kept in the account.
  requestReview: { fileId: string };
  // Generate → Scan Code for Requirements…: a scan of one of the user's repositories for an open kept spec.
  codeScan: { fileId: string };
  // An approver's signature on a review, with the password asked again.
  signReview: { specId: string; reviewId: string; title: string };
}

export type DialogKind = keyof DialogPropsByKind;

export type ColumnDialogKind =
  | 'addColumn'
  | 'removeColumns'
  | 'editColumn'
  | 'hideColumns'
  | 'showColumns'
  | 'fillDefaultValue';

/** The open dialog; the key changes with every opening, so a dialog opened again starts fresh. */
export type OpenDialog = {
  [K in DialogKind]: { kind: K; props: DialogPropsByKind[K]; key: number };
}[DialogKind];

/** The props argument of `openDialog`: optional for dialogs that take none. */
export type DialogPropsArgument<K extends DialogKind> = NoProps extends DialogPropsByKind[K]
  ? [props?: DialogPropsByKind[K]]
  : [props: DialogPropsByKind[K]];

interface DialogState {
  open: OpenDialog | null;
}

export const useDialogStore = create<DialogState>()(() => ({ open: null }));

let nextKey = 1;

/** Opens a dialog in place of the one open (there is one at a time). */
export function openDialog<K extends DialogKind>(kind: K, ...[props]: DialogPropsArgument<K>): void {
  const open = { kind, props: props ?? {}, key: nextKey++ } as OpenDialog;
  useDialogStore.setState({ open });
}

/** New props for the open dialog of this kind, in place (it keeps its focus); nothing when another is open. */
export function updateDialog<K extends DialogKind>(kind: K, props: DialogPropsByKind[K]): void {
  const open = useDialogStore.getState().open;
  if (open?.kind === kind) useDialogStore.setState({ open: { ...open, props } as OpenDialog });
}

export function closeDialog(): void {
  useDialogStore.setState({ open: null });
}

/** The props of the open dialog when it is of this kind. */
export function openDialogProps<K extends DialogKind>(kind: K): DialogPropsByKind[K] | undefined {
  const open = useDialogStore.getState().open;
  return open?.kind === kind ? (open.props as DialogPropsByKind[K]) : undefined;
}

/** What actions and other callers get to open and close dialogs. */
export interface DialogControl {
  open: typeof openDialog;
  update: typeof updateDialog;
  close: typeof closeDialog;
}

export const dialogControl: DialogControl = { open: openDialog, update: updateDialog, close: closeDialog };
