import { createColumn, createRequirementFile, type Row } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { createSpecFilesStore, isDirty, specCanUndo } from './spec-files';

const row = (id: string, description: string): Row => ({
  id,
  rowOrder: 1,
  tempChangeStatus: 'unchanged',
  description,
});
const file = (rows: Row[]) =>
  createRequirementFile(
    { columns: [createColumn({ field: 'description', headerName: 'Requirement' })], rows },
    { id: 'f1', title: 'big' },
  );
const edit = { type: 'editCell', rowId: 'R1', field: 'description', value: 'Changed' } as const;

describe('a spec whose first rows are shown while the rest is read', () => {
  it('cannot be edited or undone until the whole file is in, which opens clean', () => {
    const store = createSpecFilesStore();
    store.getState().addLoadingSpec(file([row('R1', 'First')]));
    store.getState().dispatch('f1', edit);
    expect(store.getState().specs.f1?.edit.file.data[0]?.description).toBe('First');
    expect(specCanUndo(store.getState().specs.f1)).toBe(false);

    const whole = file([row('R1', 'First'), row('R2', 'Second')]);
    store.getState().finishLoading(whole);
    const spec = store.getState().specs.f1;
    expect(spec?.loading).toBeUndefined();
    expect(spec?.edit.file).toBe(whole);
    expect(isDirty(spec)).toBe(false);

    store.getState().dispatch('f1', edit);
    expect(store.getState().specs.f1?.edit.file.data[0]?.description).toBe('Changed');
  });

  it('is not reopened by the whole file once its tab was closed', () => {
    const store = createSpecFilesStore();
    store.getState().addLoadingSpec(file([row('R1', 'First')]));
    store.getState().removeSpec('f1');
    store.getState().finishLoading(file([row('R1', 'First')]));
    expect(store.getState().specs.f1).toBeUndefined();
  });
});
