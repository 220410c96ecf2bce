import { canExportCsv } from '@specwright/core';
import { exportSpecCsv } from '../features/files/export-csv';
import { exportForCodingAgent, exportSpecMarkdown } from '../features/files/export-handoff';
import { openFilePicker } from '../features/files/file-picker';
import { saveSpecAs } from '../features/files/save-spec-as';
import { pageTab } from '../state/page-tabs';
import { type ActionState, type AnyAction, activeSpecOf, always } from './action-types';

/** Shown by file and edit commands that need a spec when no spec tab is active (docs/product-rules.md, "Screens"). */
export const NO_SPECIFICATION_FILE_OPEN = {
  title: 'No Specification File Open',
  message: 'Open a specification file or create one with File → New, then try again.',
} as const;

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
    run: ({ workspace }) => workspace.openTab(pageTab('templates-tab')),
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
      else exportSpecCsv(active.spec.edit.file, context);
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
      else exportSpecMarkdown(active.spec.edit.file, context);
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
      else exportForCodingAgent(active.spec.edit.file, context);
    },
  },
  {
    id: 'file.openExample',
    label: 'Open Example…',
    isEnabled: always,
    run: ({ workspace }) => workspace.openTab(pageTab('examples-tab')),
  },
] as const satisfies readonly AnyAction[];
