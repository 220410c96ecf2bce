import type { RequirementFile } from '@specwright/core';
import { NO_SPECIFICATION_FILE_OPEN } from '../../actions/action-messages';
import {
  type ActionContext,
  type ActionState,
  type AnyAction,
  activeSpecOf,
  always,
} from '../../actions/action-types';
import { runAction } from '../../actions/app-actions';
import { type OpenedSpec, openSpecTab } from '../../actions/tab-actions';
import { recordSpecExport } from '../audit/audit-wiring';
import { chooseImportFile, type ImportKind } from './exchange-picker';
import { exportSpecReqif, exportSpecXlsx } from './export-exchange';
import { importChosenFile } from './import-chosen-file';

/** Writes the active spec in a format, or says that no spec is open. */
function exportAction(
  format: string,
  write: (file: RequirementFile, context: ActionContext) => Promise<boolean>,
) {
  return async (context: ActionContext): Promise<void> => {
    const active = activeSpecOf(context.state);
    if (!active) context.dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
    else if (await write(active.spec.edit.file, context)) recordSpecExport(active.fileId, format);
  };
}

function exportEnabled(state: ActionState): boolean {
  const active = activeSpecOf(state);
  return active === undefined || active.spec.edit.file.data.length > 0;
}

/**
 * File → Import: the file is read once the user has chosen it; a table goes on to the column-mapping
 * dialog, a ReqIF document opens in a new spec tab.
 */
function importAction(kind: ImportKind) {
  return (context: ActionContext) =>
    chooseImportFile(kind, (chosen) => {
      void importChosenFile(chosen, kind, {
        dialogs: context.dialogs,
        openImported: (opened: OpenedSpec) => openSpecTab(context, opened),
        showFirstRows: (file) => runAction('spec.openFirstRows', { source: 'dialog' }, { file }),
        finishFirstRows: (opened) => runAction('spec.finishOpening', { source: 'dialog' }, opened),
        abandonFirstRows: (fileId) => runAction('spec.abandonOpening', { source: 'dialog' }, { fileId }),
      });
    });
}

// File → Import and File → Export: Excel and CSV tables, ReqIF 1.2 documents; Word documents are imported only.
export const exchangeActions = [
  {
    id: 'file.importTable',
    label: 'Excel or CSV…',
    isEnabled: always,
    run: importAction('table'),
  },
  {
    id: 'file.importReqif',
    label: 'ReqIF…',
    isEnabled: always,
    run: importAction('reqif'),
  },
  {
    id: 'file.importWord',
    label: 'Word (.docx)…',
    isEnabled: always,
    run: importAction('word'),
  },
  {
    id: 'file.exportXlsx',
    label: 'Excel Workbook (.xlsx)',
    isEnabled: exportEnabled,
    run: exportAction('Excel', exportSpecXlsx),
  },
  {
    id: 'file.exportReqif',
    label: 'ReqIF 1.2 (.reqif)',
    isEnabled: exportEnabled,
    run: exportAction('ReqIF', exportSpecReqif),
  },
] as const satisfies readonly AnyAction[];
