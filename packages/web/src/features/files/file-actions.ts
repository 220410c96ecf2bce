import { canExportCsv } from '@specwright/core';
import { NO_SPECIFICATION_FILE_OPEN } from '../../actions/action-messages';
import { type ActionState, type AnyAction, activeSpecOf, always } from '../../actions/action-types';
import { pageTab } from '../../state/page-tabs';
import { recordSpecExport } from '../audit/audit-wiring';
import { exportSpecCsv } from './export-csv';
import { exportForCodingAgent, exportSpecMarkdown } from './export-handoff';
import { openFilePicker } from './file-picker';
import { saveSpecAs } from './save-spec-as';

/** Enabled without a spec (to explain), and with one whose rows can be exported. */
function exportEnabled(state: ActionState): boolean {
  const active = activeSpecOf(state);
  return active === undefined || canExportCsv(active.spec.edit.file);
}

// File menu: New, Open File, Save As, Export as CSV (docs/product-rules.md, "Screens", "Validation" and "Messages"), then the example.
export const fileActions = [
  {
    id: 'file.new',
    label: 'New…',
    isEnabled: always,
    run: ({ tabSet }) => tabSet.openTab(pageTab('templates-tab')),
  },
  {
    id: 'file.open',
    label: 'Open File…',
    shortcut: 'Mod+O',
    isEnabled: always,
    run: () => {
      openFilePicker();
    },
  },
  {
    id: 'file.saveAs',
    label: 'Save As…',
    shortcut: 'Mod+S',
    isEnabled: always,
    run: (context) => {
      const active = activeSpecOf(context.state);
      if (!active) context.dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
      else saveSpecAs(active.fileId, context);
    },
  },
  {
    id: 'file.exportCsv',
    label: 'Export as CSV',
    isEnabled: exportEnabled,
    run: (context) => {
      const active = activeSpecOf(context.state);
      if (!active) context.dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
      else if (exportSpecCsv(active.spec.edit.file, context)) recordSpecExport(active.fileId, 'CSV');
    },
  },
  {
    id: 'file.exportMarkdown',
    label: 'Export as Markdown',
    feature: 'export_markdown',
    isEnabled: exportEnabled,
    run: (context) => {
      const active = activeSpecOf(context.state);
      if (!active) context.dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
      else if (exportSpecMarkdown(active.spec.edit.file, context))
        recordSpecExport(active.fileId, 'Markdown');
    },
  },
  {
    id: 'file.exportForCodingAgent',
    label: 'Export for Coding Agent',
    feature: 'export_coding_agent',
    isEnabled: exportEnabled,
    run: (context) => {
      const active = activeSpecOf(context.state);
      if (!active) context.dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
      else if (exportForCodingAgent(active.spec.edit.file, context))
        recordSpecExport(active.fileId, 'Agent brief');
    },
  },
  {
    id: 'file.openExample',
    label: 'Open Example…',
    isEnabled: always,
    run: ({ tabSet }) => tabSet.openTab(pageTab('examples-tab')),
  },
] as const satisfies readonly AnyAction[];
