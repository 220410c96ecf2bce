import {
  FILE_MESSAGES,
  fileNameForTitle,
  hasProposedChanges,
  type RequirementFile,
  toJson,
} from '@specwright/core';
import type { ActionContext } from '../../actions/action-types';
import { discardPendingChanges } from '../../actions/change-actions';
import { readSpecFiles } from '../../state/read-stores';
import { recordSpecExport } from '../audit/audit-wiring';
import { JSON_FILE_TYPE, saveFile } from './save-file';

type SaveContext = Pick<ActionContext, 'dialogs' | 'specs'>;

export const SAVE_MODALS = {
  pendingTitle: 'Unreviewed Agent Suggestions',
  discardAndSave: 'Discard & Save',
  cancelReview: 'Cancel Review',
  emptyTitle: 'Save Empty File?',
  saveFailedTitle: 'Save Failed',
  saveFailed: 'The file could not be written. Please try again or choose another location.',
} as const;

function currentFile(fileId: string): RequirementFile | undefined {
  return readSpecFiles().specs[fileId]?.edit.file;
}

/** Writes the file in the saved format (`<title>.json`) and marks it saved once written. */
async function write(fileId: string, { dialogs, specs }: SaveContext): Promise<void> {
  const file = currentFile(fileId);
  if (!file) return;
  const blob = new Blob([toJson(file)], { type: 'application/json' });
  try {
    const outcome = await saveFile(blob, fileNameForTitle(file.title, 'json'), JSON_FILE_TYPE);
    if (outcome !== 'saved') return;
    specs.markSaved(fileId);
    recordSpecExport(fileId, 'JSON');
  } catch {
    dialogs.open('info', { title: SAVE_MODALS.saveFailedTitle, message: SAVE_MODALS.saveFailed });
  }
}

/** Saves, after confirming when the file has no rows (docs/product-rules.md, "Validation"). */
function saveConfirmingEmpty(fileId: string, context: SaveContext): void {
  const file = currentFile(fileId);
  if (!file) return;
  if (file.data.length > 0) {
    void write(fileId, context);
    return;
  }
  context.dialogs.open('confirmation', {
    title: SAVE_MODALS.emptyTitle,
    message: FILE_MESSAGES.emptyFile,
    confirmLabel: 'Save',
    onConfirm: () => void write(fileId, context),
  });
}

/**
 * File → Save As (docs/product-rules.md, "Validation"): unconfirmed agent suggestions first offer "Discard & Save" or
 * "Cancel Review"; an empty file asks for confirmation; then the JSON is written.
 */
export function saveSpecAs(fileId: string, context: SaveContext): void {
  const file = currentFile(fileId);
  if (!file) return;
  if (!hasProposedChanges(file.data)) {
    saveConfirmingEmpty(fileId, context);
    return;
  }
  context.dialogs.open('confirmation', {
    title: SAVE_MODALS.pendingTitle,
    message: FILE_MESSAGES.pendingChanges,
    confirmLabel: SAVE_MODALS.discardAndSave,
    cancelLabel: SAVE_MODALS.cancelReview,
    onConfirm: () => {
      discardPendingChanges(context.specs, fileId);
      saveConfirmingEmpty(fileId, context);
    },
  });
}
