import { beforeEach, describe, expect, it } from 'vitest';
import { closeDialog, useDialogStore } from '../../state/dialogs';
import { closeOpeningProgress, showOpeningMessage, showOpeningProgress } from './open-file-wiring';

beforeEach(() => closeDialog());

describe('the dialogs of opening a file', () => {
  it('close the progress dialog, but not a dialog opened after it', () => {
    showOpeningProgress({ title: 'Opening File', message: 'a.json' });
    expect(useDialogStore.getState().open?.kind).toBe('progress');
    closeOpeningProgress();
    expect(useDialogStore.getState().open).toBeNull();
    showOpeningProgress({ title: 'Opening File', message: 'a.json' });
    showOpeningMessage({ title: 'Cannot Open File', message: 'No.' });
    closeOpeningProgress();
    expect(useDialogStore.getState().open).toMatchObject({
      kind: 'info',
      props: { title: 'Cannot Open File', message: 'No.' },
    });
  });
});
