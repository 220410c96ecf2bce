import { beforeEach, describe, expect, it } from 'vitest';
import { closeDialog, useDialogStore } from '../../state/dialogs';
import { useNoticeStore } from '../../state/notices';
import { useSpecFilesStore } from '../../state/spec-files';
import { initialTabSet, selectActiveTab, useTabSetStore } from '../../state/tab-set';
import { openChosenFile } from './open-chosen-file';

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useTabSetStore.setState(initialTabSet());
  closeDialog();
  useNoticeStore.setState({ notice: null });
});

const chosen = (content: unknown, name = 'My spec.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name);

describe('openChosenFile', () => {
  it('opens the file in a new spec tab titled after the file', async () => {
    expect(await openChosenFile(chosen({ columns: [], rows: [{ id: 'a' }] }))).toBe(true);
    const tab = selectActiveTab(useTabSetStore.getState());
    expect(tab).toMatchObject({ type: 'spec', title: 'My spec', viewMode: 'table' });
    const fileId = tab?.requirementFileId ?? '';
    expect(useSpecFilesStore.getState().specs[fileId]?.edit.file.data).toHaveLength(1);
    expect(useNoticeStore.getState().notice).toBeNull();
  });

  it('shows what the import changed in a non-blocking notice', async () => {
    await openChosenFile(chosen({ columns: [], rows: [{ id: 'a' }, { id: 'a' }] }));
    expect(useDialogStore.getState().open).toBeNull();
    expect(useNoticeStore.getState().notice).toMatchObject({
      title: 'Opened “My spec” with changes',
      lines: ["Duplicate row id 'a' renamed to 'a-2'."],
      moreCount: 0,
    });
  });

  it('explains a refused file in the Cannot Open File modal and opens nothing', async () => {
    expect(await openChosenFile(chosen('not json'))).toBe(false);
    expect(useDialogStore.getState().open).toMatchObject({
      kind: 'info',
      props: { title: 'Cannot Open File', message: 'Invalid JSON format.' },
    });
    expect(useTabSetStore.getState().tabs).toHaveLength(1);
  });

  it('keeps a long warning list short', async () => {
    const rows = Array.from({ length: 8 }, () => ({ id: 'same' }));
    await openChosenFile(chosen({ columns: [], rows }));
    const notice = useNoticeStore.getState().notice;
    expect(notice?.lines).toHaveLength(5);
    expect(notice?.moreCount).toBe(2);
  });
});
