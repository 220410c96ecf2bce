import type { SourceTable } from '@specwright/core/exchange';
import { NO_SPECIFICATION_FILE_OPEN } from '../../actions/action-messages';
import { type ActionState, type AnyAction, activeSpecOf, always } from '../../actions/action-types';
import { openImportPicker } from './exchange-picker';
import { exportSpecReqif, exportSpecXlsx } from './export-exchange';

function exportEnabled(state: ActionState): boolean {
  const active = activeSpecOf(state);
  return active === undefined || active.spec.edit.file.data.length > 0;
}

// File → Import and File → Export: Excel and CSV tables, ReqIF 1.2 documents.
export const exchangeActions = [
  {
    id: 'file.importTable',
    label: 'Excel or CSV…',
    isEnabled: always,
    run: () => {
      openImportPicker('table');
    },
  },
  {
    id: 'file.importReqif',
    label: 'ReqIF…',
    isEnabled: always,
    run: () => {
      openImportPicker('reqif');
    },
  },
  {
    id: 'file.exportXlsx',
    label: 'Excel Workbook (.xlsx)',
    isEnabled: exportEnabled,
    run: async (context) => {
      const active = activeSpecOf(context.state);
      if (!active) context.dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
      else await exportSpecXlsx(active.spec.edit.file, context);
    },
  },
  {
    id: 'file.exportReqif',
    label: 'ReqIF 1.2 (.reqif)',
    isEnabled: exportEnabled,
    run: async (context) => {
      const active = activeSpecOf(context.state);
      if (!active) context.dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
      else await exportSpecReqif(active.spec.edit.file, context);
    },
  },
  {
    id: 'dialogs.openImportMapping',
    label: 'Import Columns',
    isEnabled: always,
    run: ({ dialogs }, props: { table: SourceTable; title: string }) => dialogs.open('importMapping', props),
  },
] as const satisfies readonly AnyAction[];
