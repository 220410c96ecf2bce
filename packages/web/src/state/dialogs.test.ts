import { describe, expect, it } from 'vitest';
import { closeDialog, openDialog, openDialogProps, useDialogStore } from './dialogs';

describe('dialog store', () => {
  it('opens one dialog at a time, each fresh, and closes it', () => {
    openDialog('feedback');
    const first = useDialogStore.getState().open;
    expect(first?.kind).toBe('feedback');
    openDialog('templateRequest');
    expect(useDialogStore.getState().open?.kind).toBe('templateRequest');
    expect(useDialogStore.getState().open?.key).toBe((first?.key ?? 0) + 1);
    closeDialog();
    expect(useDialogStore.getState().open).toBeNull();
  });

  it('keeps the props a dialog opened with, for that kind only', () => {
    openDialog('editColumn', { fileId: 'f1', field: 'owner' });
    expect(openDialogProps('editColumn')).toEqual({ fileId: 'f1', field: 'owner' });
    expect(openDialogProps('addColumn')).toBeUndefined();
    closeDialog();
  });
});
