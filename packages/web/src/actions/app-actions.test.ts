import { describe, expect, it } from 'vitest';
import { openDialogProps } from '../state/dialogs';
import { pageTab } from '../state/page-tabs';
import { useSpecFilesStore } from '../state/spec-files';
import { specTab as specTabOf } from '../state/spec-tabs';
import type { Tab } from '../state/tab';
import { useTabSetStore } from '../state/tab-set';
import { openSpecFixture, specFileFixture } from '../test/spec-fixture';
import { appActions, runAction, type SimpleActionId } from './app-actions';
import { fakeActionContext } from './test-context';

const specTab: Tab = {
  id: 'spec-1',
  title: 'Spec',
  type: 'spec',
  requirementFileId: 'f1',
  viewMode: 'table',
};

function runWith(id: SimpleActionId, state: Parameters<typeof fakeActionContext>[0] = {}) {
  const action = appActions.get(id);
  if (!action) throw new Error(`missing ${id}`);
  const context = fakeActionContext(state);
  void action.run(context);
  return context;
}

describe('the app actions', () => {
  it('open the help pages as tabs', () => {
    expect(runWith('help.welcome').tabSet.openTab).toHaveBeenCalledWith(pageTab('welcome'));
    expect(runWith('help.about').tabSet.openTab).toHaveBeenCalledWith(pageTab('about'));
    expect(runWith('help.releases').tabSet.openTab).toHaveBeenCalledWith(pageTab('releases'));
  });

  it('toggle the project tree for a signed-out user too (the panel explains how to sign in)', () => {
    const context = runWith('view.toggleProjectTree', { isSignedIn: false, projectTreeVisible: false });
    expect(context.layout.setProjectTreeVisible).toHaveBeenCalledWith(true);
    expect(context.dialogs.open).not.toHaveBeenCalled();
  });

  it('toggle the project tree for a signed-in user', () => {
    const context = runWith('view.toggleProjectTree', { isSignedIn: true, projectTreeVisible: true });
    expect(context.layout.setProjectTreeVisible).toHaveBeenCalledWith(false);
  });

  it('close the active tab', () => {
    useTabSetStore.getState().openTab(pageTab('about'));
    runAction('tabs.close', { source: 'menu' });
    expect(useTabSetStore.getState().tabs.map((tab) => tab.id)).not.toContain('about');
    expect(appActions.get('tabs.close')?.isEnabled(fakeActionContext().state)).toBe(false);
  });

  it('ask before closing a spec tab with unsaved changes, and close its file when confirmed', () => {
    const file = specFileFixture(2, 'dirty-file');
    runAction('spec.open', { source: 'button' }, { file });
    useSpecFilesStore.getState().dispatch(file.id, { type: 'deleteRows', rowIds: ['r1'] });
    const tab = specTabOf(file);
    runAction('tabs.close', { source: 'menu' });
    const confirmation = openDialogProps('confirmation');
    expect(confirmation).toMatchObject({ title: 'Unsaved Changes' });
    expect(useTabSetStore.getState().tabs.map((t) => t.id)).toContain(tab.id);
    confirmation?.onConfirm();
    expect(useTabSetStore.getState().tabs.map((t) => t.id)).not.toContain(tab.id);
    expect(useSpecFilesStore.getState().specs[file.id]).toBeUndefined();
  });

  it('enable row and panel actions only on a spec tab', () => {
    for (const id of ['rows.insertAbove', 'rows.delete', 'panels.properties', 'panels.chat'] as const) {
      expect(appActions.isEnabled(id, fakeActionContext({ activeTab: pageTab('welcome') }).state)).toBe(
        false,
      );
      const onSpec = fakeActionContext({ activeTab: specTab, activeSpec: openSpecFixture('r1') });
      expect(appActions.isEnabled(id, onSpec.state)).toBe(true);
    }
  });

  it('run row commands on the selected row and select the new row', () => {
    const context = runWith('rows.duplicate', { activeTab: specTab, activeSpec: openSpecFixture('r2') });
    expect(context.specs.dispatch).toHaveBeenCalledWith(
      'f1',
      expect.objectContaining({ type: 'duplicateRow', rowId: 'r2' }),
      'Duplicate Row',
    );
    expect(context.specs.selectRow).toHaveBeenCalledWith('f1', expect.stringMatching(/^req-/));
  });

  it('select the next row after deleting one', () => {
    const context = runWith('rows.delete', { activeTab: specTab, activeSpec: openSpecFixture('r2') });
    expect(context.specs.dispatch).toHaveBeenCalledWith(
      'f1',
      { type: 'deleteRows', rowIds: ['r2'] },
      'Delete Row',
    );
    expect(context.specs.selectRow).toHaveBeenCalledWith('f1', 'r3');
  });

  it('need a selected row to delete, duplicate or move', () => {
    const state = fakeActionContext({ activeTab: specTab, activeSpec: openSpecFixture(null) }).state;
    expect(appActions.isEnabled('rows.delete', state)).toBe(false);
    expect(appActions.isEnabled('rows.moveUp', state)).toBe(false);
    expect(appActions.isEnabled('rows.insertBelow', state)).toBe(true);
  });

  it('keep every Generate item enabled (each one says what is missing)', () => {
    for (const state of [fakeActionContext().state, fakeActionContext({ activeTab: specTab }).state]) {
      for (const id of [
        'generate.test',
        'generate.traceability',
        'generate.design',
        'generate.architecture',
      ] as const) {
        expect(appActions.isEnabled(id, state)).toBe(true);
      }
    }
  });

  it('open the Analyze and Review dialogs with or without a spec (each dialog says what is missing)', () => {
    const state = fakeActionContext().state;
    for (const id of [
      'analyze.score',
      'analyze.docs',
      'qualityReview.basic',
      'qualityReview.advanced',
      'qualityReview.enterprise',
    ] as const) {
      expect(appActions.isEnabled(id, state)).toBe(true);
    }
  });
});
