import { beforeEach, describe, expect, it } from 'vitest';
import { pageTab } from '../state/page-tabs';
import { useSpecFilesStore } from '../state/spec-files';
import { useTabSetStore } from '../state/tab-set';
import { specFileFixture } from '../test/spec-fixture';
import { appActions, runAction } from './app-actions';
import { fakeActionContext } from './test-context';

// One id per operation: the places that run it tell it what they act on, and its undo step keeps the
// name each place gave it.

const undoLabels = () => useSpecFilesStore.getState().specs.f1?.edit.past.map((step) => step.label);
const rowIds = () => useSpecFilesStore.getState().specs.f1?.edit.file.data.map((row) => row.id);

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useSpecFilesStore.getState().addSpec(specFileFixture(3));
});

describe('cells.edit', () => {
  it('names the undo step after the view the cell was edited in', () => {
    const edit = (value: string) => ({ fileId: 'f1', rowId: 'r1', field: 'description', value });
    runAction('cells.edit', { source: 'grid' }, edit('In the table.'));
    runAction('cells.edit', { source: 'document' }, { ...edit('In the document.'), view: 'document' });
    runAction('cells.edit', { source: 'panel' }, { ...edit('In the properties.'), view: 'properties' });
    expect(undoLabels()).toEqual(['Edit Cell', 'Edit Description', 'Edit Property']);
  });
});

describe('changes.decide', () => {
  it('names the table’s decisions one by one and the document’s alike', () => {
    const file = specFileFixture(3);
    const added = { ...file, data: file.data.map((row) => ({ ...row, tempChangeStatus: 'added' as const })) };
    useSpecFilesStore.getState().addSpec(added);
    runAction('changes.decide', { source: 'grid' }, { fileId: 'f1', rowId: 'r1', decision: 'accept' });
    const inDocument = { fileId: 'f1', rowId: 'r2', decision: 'reject', view: 'document' } as const;
    runAction('changes.decide', { source: 'document' }, inDocument);
    expect(undoLabels()).toEqual(['Accept Change', 'Review Change']);
  });
});

describe('rows.delete', () => {
  it('deletes a named row of any open file, with no row selected', () => {
    expect(runAction('rows.delete', { source: 'document' }, { fileId: 'f1', rowId: 'r2' })).toBe(true);
    expect(rowIds()).toEqual(['r1', 'r3']);
    expect(useSpecFilesStore.getState().specs.f1?.selectedRowId).toBe('r3');
  });

  it('is enabled for a named row even where the toolbar’s Delete is not', () => {
    const state = fakeActionContext().state;
    expect(appActions.get('rows.delete')?.isEnabled(state)).toBe(false);
    expect(appActions.get('rows.delete')?.isEnabled(state, { fileId: 'f1', rowId: 'r1' })).toBe(true);
  });
});

describe('tabs.close', () => {
  it('closes a named tab, not only the active one', () => {
    useTabSetStore.getState().openTab(pageTab('about'));
    useTabSetStore.getState().openTab(pageTab('welcome'));
    runAction('tabs.close', { source: 'tabs' }, { tabId: 'about' });
    const ids = useTabSetStore.getState().tabs.map((tab) => tab.id);
    expect(ids).not.toContain('about');
    expect(ids).toContain('welcome');
  });
});
