import { describe, expect, it, vi } from 'vitest';
import type { ActionState } from '../actions/action-types';
import { appActions, type SimpleActionId } from '../actions/app-actions';
import { fakeActionContext } from '../actions/test-context';
import { registerFilePicker } from '../features/files/file-picker';
import { pageTab } from '../state/page-tabs';
import type { Tab } from '../state/tab';
import { openSpecFixture } from '../test/spec-fixture';

const specTab = (viewMode: Tab['viewMode'] = 'table'): Tab => ({
  id: 'spec-f1',
  title: 'Spec',
  type: 'spec',
  requirementFileId: 'f1',
  viewMode,
});
const onSpec = (rows = 3, viewMode: Tab['viewMode'] = 'table'): Partial<ActionState> => ({
  activeTab: specTab(viewMode),
  activeSpec: openSpecFixture(null, rows),
});

function run(id: SimpleActionId, state: Partial<ActionState> = {}) {
  const context = fakeActionContext(state);
  const action = appActions.get(id);
  if (!action) throw new Error(`missing ${id}`);
  void action.run(context);
  return context;
}

const NO_SPEC = expect.objectContaining({ title: 'No Specification File Open' });

describe('file actions', () => {
  it('File → New opens the Templates tab and Open Example… the Examples tab', () => {
    expect(run('file.new').tabSet.openTab).toHaveBeenCalledWith(pageTab('templates-tab'));
    expect(run('file.openExample').tabSet.openTab).toHaveBeenCalledWith(pageTab('examples-tab'));
  });

  it('Open File (Ctrl/Cmd+O) opens the file chooser', () => {
    const choose = vi.fn();
    registerFilePicker(choose);
    run('file.open');
    expect(choose).toHaveBeenCalledOnce();
    registerFilePicker(null);
    expect(appActions.get('file.open')?.shortcut).toBe('Mod+O');
    expect(appActions.get('file.saveAs')?.shortcut).toBe('Mod+S');
  });

  it('Save As and Export explain that no specification is open', () => {
    expect(run('file.saveAs', { activeTab: pageTab('welcome') }).dialogs.open).toHaveBeenCalledWith(
      'info',
      NO_SPEC,
    );
    expect(run('file.exportCsv').dialogs.open).toHaveBeenCalledWith('info', NO_SPEC);
  });

  it('Export as CSV is disabled for a spec without rows', () => {
    expect(appActions.isEnabled('file.exportCsv', fakeActionContext(onSpec(0)).state)).toBe(false);
    expect(appActions.isEnabled('file.exportCsv', fakeActionContext(onSpec(2)).state)).toBe(true);
    expect(appActions.isEnabled('file.exportCsv', fakeActionContext().state)).toBe(true);
  });
});

describe('column actions', () => {
  const ids = {
    'edit.addColumn': 'addColumn',
    'edit.removeColumn': 'removeColumns',
    'edit.editColumn': 'editColumn',
    'edit.hideColumns': 'hideColumns',
    'edit.showColumns': 'showColumns',
    'edit.fillDefaultValue': 'fillDefaultValue',
  } as const;

  it('open their dialog on the active spec', () => {
    for (const [id, kind] of Object.entries(ids) as [keyof typeof ids, string][]) {
      expect(run(id, onSpec()).dialogs.open).toHaveBeenCalledWith(kind, { fileId: 'f1' });
    }
  });

  it('are enabled without a spec, to explain that none is open', () => {
    for (const id of Object.keys(ids) as (keyof typeof ids)[]) {
      expect(appActions.isEnabled(id, fakeActionContext().state)).toBe(true);
      const context = run(id, { activeTab: pageTab('about') });
      expect(context.dialogs.open).toHaveBeenCalledWith('info', NO_SPEC);
      // Only the message: no column dialog.
      expect(context.dialogs.open).toHaveBeenCalledOnce();
    }
  });

  it('Edit Column says when there is no column to edit', () => {
    const spec = openSpecFixture();
    const noColumns = { ...spec, edit: { ...spec.edit, file: { ...spec.edit.file, columns: [] } } };
    const context = run('edit.editColumn', { activeTab: specTab(), activeSpec: noColumns });
    expect(context.dialogs.open).toHaveBeenCalledWith(
      'info',
      expect.objectContaining({ message: 'No columns available to edit.' }),
    );
    expect(context.dialogs.open).toHaveBeenCalledOnce();
  });
});

describe('view mode actions', () => {
  it('switch the active spec tab to another view', () => {
    expect(run('view.document', onSpec()).tabSet.setViewMode).toHaveBeenCalledWith('spec-f1', 'doc');
    expect(run('view.report', onSpec()).tabSet.setViewMode).toHaveBeenCalledWith('spec-f1', 'report');
    expect(run('view.trace', onSpec()).tabSet.setViewMode).toHaveBeenCalledWith('spec-f1', 'trace');
    expect(run('view.table', onSpec(3, 'doc')).tabSet.setViewMode).toHaveBeenCalledWith('spec-f1', 'table');
  });

  it('say when the chosen view is already shown', () => {
    const context = run('view.document', onSpec(3, 'doc'));
    expect(context.dialogs.open).toHaveBeenCalledWith(
      'info',
      expect.objectContaining({ title: 'View Already Active' }),
    );
    expect(context.tabSet.setViewMode).not.toHaveBeenCalled();
  });

  it('say when no document is active', () => {
    const context = run('view.table', { activeTab: pageTab('welcome') });
    expect(context.dialogs.open).toHaveBeenCalledWith(
      'info',
      expect.objectContaining({ title: 'No Active Document' }),
    );
  });

  it('mark the current view as checked', () => {
    const state = fakeActionContext(onSpec(3, 'trace')).state;
    const pressed = (['view.table', 'view.document', 'view.report', 'view.trace'] as const).map((id) =>
      appActions.get(id)?.isPressed?.(state),
    );
    expect(pressed).toEqual([false, false, false, true]);
    expect(appActions.get('view.table')?.isPressed?.(fakeActionContext().state)).toBe(false);
  });
});
