import { beforeEach, describe, expect, it } from 'vitest';
import { closeDialog, useDialogStore } from '../state/dialogs';
import { runAction } from './app-actions';

beforeEach(() => closeDialog());

describe('dialog actions', () => {
  it('show a message, a question and a progress dialog with the props they are given', () => {
    runAction('dialogs.showMessage', { source: 'dialog' }, { title: 'Note', message: 'Hello' });
    expect(useDialogStore.getState().open).toMatchObject({
      kind: 'info',
      props: { title: 'Note', message: 'Hello' },
    });
    const onConfirm = () => {};
    runAction('dialogs.confirm', { source: 'panel' }, { title: 'Delete', message: 'Sure?', onConfirm });
    expect(useDialogStore.getState().open).toMatchObject({ kind: 'confirmation', props: { onConfirm } });
    runAction('dialogs.showProgress', { source: 'dialog' }, { title: 'Opening File', message: 'a.json' });
    expect(useDialogStore.getState().open?.kind).toBe('progress');
  });

  it('close the progress dialog, but not a dialog opened after it', () => {
    runAction('dialogs.showProgress', { source: 'dialog' }, { title: 'Opening File', message: 'a.json' });
    runAction('dialogs.closeProgress', { source: 'dialog' });
    expect(useDialogStore.getState().open).toBeNull();
    runAction('dialogs.showProgress', { source: 'dialog' }, { title: 'Opening File', message: 'a.json' });
    runAction('dialogs.showMessage', { source: 'dialog' }, { title: 'Cannot Open File', message: 'No.' });
    runAction('dialogs.closeProgress', { source: 'dialog' });
    expect(useDialogStore.getState().open?.kind).toBe('info');
  });
});
