import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAction } from '../../actions/app-actions';
import { closeDialog, useDialogStore } from '../../state/dialogs';

// File → Import needs no input mounted beforehand: the action makes one for the choice.

let chooser: HTMLInputElement | undefined;

beforeEach(() => {
  closeDialog();
  chooser = undefined;
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
    chooser = this;
  });
});

afterEach(() => vi.restoreAllMocks());

function choose(file: File): void {
  if (!chooser) throw new Error('no file chooser opened');
  Object.defineProperty(chooser, 'files', { value: [file] });
  chooser.dispatchEvent(new Event('change'));
}

describe('File → Import', () => {
  it('opens the file chooser for the kind of file and reads the chosen one', async () => {
    expect(runAction('file.importReqif', { source: 'menu' })).toBe(true);
    expect(chooser?.type).toBe('file');
    expect(chooser?.accept).toBe('.reqif,.xml');
    choose(new File(['hello'], 'notes.txt'));
    await vi.waitFor(() => expect(useDialogStore.getState().open?.kind).toBe('info'));
    expect(useDialogStore.getState().open?.props).toMatchObject({ title: 'Cannot Import File' });
  });

  it('offers Excel and CSV files for a table', () => {
    runAction('file.importTable', { source: 'menu' });
    expect(chooser?.accept).toContain('.xlsx,.csv');
  });
});
