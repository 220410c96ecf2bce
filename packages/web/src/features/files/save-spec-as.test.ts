import { applyCommand, type RequirementFile, toJson } from '@specwright/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, dialogControl, openDialogProps, useDialogStore } from '../../state/dialogs';
import { isDirty, useSpecFilesStore } from '../../state/spec-files';
import { specFileFixture } from '../../test/spec-fixture';
import { downloadBlob } from './download';
import { saveSpecAs } from './save-spec-as';

vi.mock('./download', () => ({ downloadBlob: vi.fn(), canDownloadFiles: () => true }));

const context = () => ({ dialogs: dialogControl, specs: useSpecFilesStore.getState() });
const spec = () => useSpecFilesStore.getState().specs.f1;
const confirmation = () => openDialogProps('confirmation');

function openEdited(file: RequirementFile) {
  useSpecFilesStore.getState().addSpec(file);
  useSpecFilesStore
    .getState()
    .dispatch('f1', { type: 'editCell', rowId: 'r1', field: 'description', value: 'Edited' });
}

async function savedText(): Promise<{ text: string; name: string }> {
  await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalled());
  const [blob, name] = vi.mocked(downloadBlob).mock.calls[0] as [Blob, string];
  return { text: await blob.text(), name };
}

function confirm(): void {
  const open = confirmation();
  if (!open) throw new Error('expected a confirmation');
  open.onConfirm();
}

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  closeDialog();
  vi.mocked(downloadBlob).mockClear();
});

afterEach(() => {
  Reflect.deleteProperty(window, 'showSaveFilePicker');
});

describe('saveSpecAs', () => {
  it('downloads <title>.json in the saved format and marks the file saved', async () => {
    openEdited(specFileFixture(2));
    expect(isDirty(spec())).toBe(true);
    saveSpecAs('f1', context());
    const { text, name } = await savedText();
    expect(name).toBe('Fixture.json');
    expect(text).toBe(toJson(spec()?.edit.file as RequirementFile));
    expect(JSON.parse(text).rows[0].description).toBe('Edited');
    await vi.waitFor(() => expect(isDirty(spec())).toBe(false));
  });

  it('asks before saving a file without rows', async () => {
    useSpecFilesStore.getState().addSpec(specFileFixture(0));
    saveSpecAs('f1', context());
    expect(confirmation()).toMatchObject({ title: 'Save Empty File?' });
    expect(downloadBlob).not.toHaveBeenCalled();
    confirm();
    expect(JSON.parse((await savedText()).text).rows).toEqual([]);
  });

  it('offers Discard & Save or Cancel Review while agent suggestions are pending', async () => {
    const file = specFileFixture(2);
    const withSuggestion = applyCommand(file, {
      type: 'replaceRows',
      rows: [...file.data, { id: 'new', rowOrder: 3, tempChangeStatus: 'added', description: 'Proposed' }],
    });
    useSpecFilesStore.getState().addSpec(withSuggestion);
    saveSpecAs('f1', context());
    const offer = confirmation();
    expect(offer).toMatchObject({
      title: 'Unreviewed Agent Suggestions',
      confirmLabel: 'Discard & Save',
      cancelLabel: 'Cancel Review',
    });
    expect(downloadBlob).not.toHaveBeenCalled();
    confirm();
    const saved = JSON.parse((await savedText()).text);
    expect(saved.rows.map((row: { id: string }) => row.id)).toEqual(['r1', 'r2']);
    expect(spec()?.edit.file.data).toHaveLength(2);
  });

  it('writes through the save picker when the browser has one; cancelling keeps the file unsaved', async () => {
    const written: Blob[] = [];
    const picker = vi.fn().mockResolvedValue({
      createWritable: async () => ({
        write: async (blob: Blob) => {
          written.push(blob);
        },
        close: async () => {},
      }),
    });
    Object.defineProperty(window, 'showSaveFilePicker', { value: picker, configurable: true });
    openEdited(specFileFixture(1));
    saveSpecAs('f1', context());
    await vi.waitFor(() => expect(isDirty(spec())).toBe(false));
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: 'Fixture.json' }));
    expect(JSON.parse(await (written[0] as Blob).text()).rows).toHaveLength(1);
    expect(downloadBlob).not.toHaveBeenCalled();

    picker.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    useSpecFilesStore
      .getState()
      .dispatch('f1', { type: 'editCell', rowId: 'r1', field: 'description', value: 'Again' });
    saveSpecAs('f1', context());
    await vi.waitFor(() => expect(picker).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(isDirty(spec())).toBe(true);
    expect(useDialogStore.getState().open).toBeNull();
  });
});
