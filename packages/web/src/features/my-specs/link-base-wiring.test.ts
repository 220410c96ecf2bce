import 'fake-indexeddb/auto';
import { applyCommand } from '@specwright/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLinkBase, writeLinkBase } from '../../persist/link-base-db';
import { useAccountSpecsStore } from '../../state/account-specs';
import { specFileFixture } from '../../test/spec-fixture';
import { keepLinkBases } from './link-base-wiring';

describe('keeping each kept file’s server copy in this browser', () => {
  let stop: () => void;
  beforeEach(() => {
    useAccountSpecsStore.setState({ links: {}, kept: {} });
    stop = keepLinkBases();
  });
  afterEach(() => stop());

  it('writes the base when a file is linked and after each save, and deletes it when the file is unlinked', async () => {
    const base = specFileFixture(3, 'f1');
    useAccountSpecsStore.getState().link('f1', { specId: 's1', version: 1, base });
    await expect.poll(() => readLinkBase('f1')).toMatchObject({ specId: 's1', version: 1 });
    const saved = applyCommand(base, { type: 'editCell', rowId: 'r2', field: 'description', value: 'Saved' });
    useAccountSpecsStore.getState().acknowledge('f1', 2, saved);
    useAccountSpecsStore.getState().setStatus('f1', 'saving');
    await expect.poll(async () => (await readLinkBase('f1'))?.version).toBe(2);
    expect((await readLinkBase('f1'))?.file.data[1]?.description).toBe('Saved');
    useAccountSpecsStore.getState().unlink('f1');
    await expect.poll(() => readLinkBase('f1')).toBeUndefined();
  });

  it('deletes the base of a file kept before a reload and closed meanwhile', async () => {
    stop();
    const base = specFileFixture(2, 'f3');
    await writeLinkBase('f3', { specId: 's3', version: 4, file: base });
    useAccountSpecsStore.setState({ links: {}, kept: { f3: { specId: 's3', version: 4 } } });
    stop = keepLinkBases();
    expect(await readLinkBase('f3')).toMatchObject({ version: 4 });
    useAccountSpecsStore.getState().unlink('f3');
    await expect.poll(() => readLinkBase('f3')).toBeUndefined();
  });

  it('reads nothing from a stored value of another shape', async () => {
    await writeLinkBase('f2', { specId: 's2', version: 1, file: { id: 'f2' } as never });
    expect(await readLinkBase('f2')).toBeUndefined();
  });
});
