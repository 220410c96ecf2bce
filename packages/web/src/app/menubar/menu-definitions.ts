import type { SimpleActionId } from '../../actions/app-actions';

export const SEPARATOR = 'separator';

/** An item of a top menu that opens a menu of its own actions to its right. */
export interface SubmenuDefinition {
  submenu: string;
  label: string;
  entries: readonly SimpleActionId[];
}

/** A top menu of the menu bar: action ids and submenus in order, with 'separator' between groups. */
export interface MenuDefinition {
  id: string;
  label: string;
  entries: readonly (SimpleActionId | SubmenuDefinition | typeof SEPARATOR)[];
}

/** The top menus of docs/product-rules.md, "Screens". Items of later issues show as disabled actions. */
export const MAIN_MENUS = [
  {
    id: 'file',
    label: 'File',
    entries: [
      'file.new',
      'file.open',
      {
        submenu: 'import',
        label: 'Import',
        entries: ['file.importTable', 'file.importReqif', 'file.importWord'],
      },
      'trace.importTestResults',
      SEPARATOR,
      'file.saveAs',
      'file.saveToMySpecs',
      'file.versionHistory',
      'file.auditTrail',
      'file.share',
      'file.exportCsv',
      { submenu: 'export', label: 'Export', entries: ['file.exportXlsx', 'file.exportReqif'] },
      'file.exportMarkdown',
      'file.exportForCodingAgent',
      SEPARATOR,
      'file.openExample',
      SEPARATOR,
      'tabs.close',
    ],
  },
  {
    id: 'edit',
    label: 'Edit',
    entries: [
      'edit.undo',
      'edit.redo',
      SEPARATOR,
      'edit.addColumn',
      'edit.removeColumn',
      'edit.editColumn',
      SEPARATOR,
      'edit.hideColumns',
      'edit.showColumns',
      SEPARATOR,
      'edit.fillDefaultValue',
      SEPARATOR,
      'edit.clearAllSuspectLinks',
    ],
  },
  {
    id: 'view',
    label: 'View',
    entries: [
      'view.table',
      'view.document',
      'view.report',
      'view.trace',
      SEPARATOR,
      'view.toggleProjectTree',
      'panels.properties',
      'panels.agent',
      'panels.chat',
    ],
  },
  { id: 'analyze', label: 'Analyze', entries: ['analyze.score', SEPARATOR, 'analyze.docs'] },
  {
    id: 'generate',
    label: 'Generate',
    entries: [
      'generate.test',
      'generate.design',
      'generate.architecture',
      'generate.traceability',
      SEPARATOR,
      'trace.scanCode',
    ],
  },
  {
    id: 'qualityReview',
    label: 'Review',
    entries: [
      'qualityReview.basic',
      'qualityReview.advanced',
      'qualityReview.enterprise',
      SEPARATOR,
      'review.request',
    ],
  },
  {
    id: 'help',
    label: 'Help',
    entries: ['help.welcome', 'help.releases', SEPARATOR, 'help.feedback', SEPARATOR, 'help.about'],
  },
] as const satisfies readonly MenuDefinition[];
