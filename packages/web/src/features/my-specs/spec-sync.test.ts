import {
  applyCommand,
  type Command,
  type RequirementFile,
  type RowPatch,
  type SpecSaved,
} from '@specwright/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/api-request-error';
import type { AccountLink, SyncStatus } from '../../state/account-specs';
import { specFileFixture } from '../../test/spec-fixture';
import { RETRY_BASE_MS, type SpecSyncDeps, startSpecSync } from './spec-sync';

const DELAY = 100;

interface Sent {
  version: number;
  patch: RowPatch;
}

/** One open file linked to a spec, the sync's dependencies over it, and what the server was sent. */
function harness() {
  let file: RequirementFile = specFileFixture(5, 'f1');
  let link: AccountLink = { specId: 's1', version: 1, base: file, status: 'saved' };
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const sent: Sent[] = [];
  const statuses: SyncStatus[] = [];
  let answer: (version: number) => Promise<SpecSaved> = async (version) => ({
    version: version + 1,
    updated_at: new Date().toISOString(),
  });
  const onStale = vi.fn(async (_fileId: string) => {});
  const deps: SpecSyncDeps = {
    files: () => ({ f1: file }),
    links: () => ({ f1: link }),
    save: (_specId, version, patch) => {
      sent.push({ version, patch });
      return answer(version);
    },
    acknowledge: (_fileId, version, acknowledged) => {
      link = { ...link, version, base: acknowledged, status: 'saved' };
      changed();
    },
    setStatus: (_fileId, status) => {
      statuses.push(status);
      link = { ...link, status };
      changed();
    },
    onStale,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    delayMs: DELAY,
  };
  return {
    deps,
    sent,
    statuses,
    onStale,
    edit: (rowId: string, value: string) => {
      file = applyCommand(file, { type: 'editCell', rowId, field: 'description', value });
      changed();
    },
    run: (command: Command) => {
      file = applyCommand(file, command);
      changed();
    },
    answerWith: (next: typeof answer) => {
      answer = next;
    },
    relink: (next: Partial<AccountLink>) => {
      link = { ...link, ...next };
      changed();
    },
    link: () => link,
    file: () => file,
  };
}

const sentRows = (sent: Sent) => sent.patch.upsert.map((row) => `${row.id}=${row.description}`);

describe('startSpecSync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends after a quiet moment, one save at a time, edits made meanwhile next and in order', async () => {
    const h = harness();
    let release: () => void = () => {};
    h.answerWith(
      (version) =>
        new Promise((resolve) => {
          release = () => resolve({ version: version + 1, updated_at: '' });
        }),
    );
    const sync = startSpecSync(h.deps);
    h.edit('r1', 'one');
    await vi.advanceTimersByTimeAsync(DELAY - 10);
    expect(h.sent).toHaveLength(0);
    h.edit('r2', 'two');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.sent.map(sentRows)).toEqual([['r1=one', 'r2=two']]);
    h.edit('r3', 'three');
    await vi.advanceTimersByTimeAsync(DELAY * 5);
    expect(h.sent).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent.map((sent) => [sent.version, ...sentRows(sent)])).toEqual([
      [1, 'r1=one', 'r2=two'],
      [2, 'r3=three'],
    ]);
    release();
    await vi.advanceTimersByTimeAsync(DELAY * 5);
    expect(h.sent).toHaveLength(2);
    expect(h.link()).toMatchObject({ version: 3, status: 'saved', base: h.file() });
    sync.stop();
  });

  it('sends the links when a link is added or removed, and no links with a cell edit', async () => {
    const h = harness();
    const sync = startSpecSync(h.deps);
    const link = { from: 'r2', to: 'r1', type: 'verifies' };
    h.run({ type: 'addLink', link });
    await vi.advanceTimersByTimeAsync(DELAY);
    h.edit('r3', 'three');
    await vi.advanceTimersByTimeAsync(DELAY);
    h.run({ type: 'removeLink', link });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.sent.map((sent) => [sent.version, sent.patch.links])).toEqual([
      [1, [link]],
      [2, undefined],
      [3, []],
    ]);
    sync.stop();
  });

  it('shows an edit as being saved at once, not as saved during the quiet moment before it is sent', async () => {
    const h = harness();
    let release: () => void = () => {};
    h.answerWith(
      (version) =>
        new Promise((resolve) => {
          release = () => resolve({ version: version + 1, updated_at: '' });
        }),
    );
    const sync = startSpecSync(h.deps);
    h.edit('r1', 'one');
    expect(h.link().status).toBe('saving');
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(h.sent).toHaveLength(0);
    expect(h.link().status).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toHaveLength(1);
    expect(h.link().status).toBe('saving');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.link().status).toBe('saved');
    sync.stop();
  });

  it('keeps the edits while offline and retries with growing pauses, and at once when back online', async () => {
    const h = harness();
    h.answerWith(() => Promise.reject(new ApiRequestError('network', 'No response')));
    const sync = startSpecSync(h.deps);
    h.edit('r1', 'offline edit');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.sent).toHaveLength(1);
    expect(h.link().status).toBe('offline');
    h.edit('r2', 'another offline edit');
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS - 1);
    expect(h.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 2 - 1);
    expect(h.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toHaveLength(3);
    h.answerWith(async (version) => ({ version: version + 1, updated_at: '' }));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent).toHaveLength(4);
    expect(sentRows(h.sent[3] as Sent)).toEqual(['r1=offline edit', 'r2=another offline edit']);
    expect(h.link()).toMatchObject({ version: 2, status: 'saved' });
    sync.stop();
  });

  it('a 409 stops the saves and hands the file to onStale; once relinked the edits go over the new version', async () => {
    const h = harness();
    h.answerWith(() => Promise.reject(new ApiRequestError('http', 'Changed meanwhile', 409)));
    const sync = startSpecSync(h.deps);
    h.edit('r1', 'mine');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.onStale).toHaveBeenCalledWith('f1');
    expect(h.link().status).toBe('conflict');
    h.edit('r2', 'more of mine');
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 10);
    expect(h.sent).toHaveLength(1);
    h.answerWith(async (version) => ({ version: version + 1, updated_at: '' }));
    const server = applyCommand(h.link().base, {
      type: 'editCell',
      rowId: 'r5',
      field: 'description',
      value: 'theirs',
    });
    h.relink({ version: 7, base: server, status: 'saving' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.sent.map((sent) => sent.version)).toEqual([1, 7]);
    expect(h.link()).toMatchObject({ version: 8, status: 'saved' });
    sync.stop();
  });

  it('retries a 409 whose settling failed (offline meanwhile), and settles it again', async () => {
    const h = harness();
    h.answerWith(() => Promise.reject(new ApiRequestError('http', 'Changed meanwhile', 409)));
    h.onStale.mockRejectedValueOnce(new ApiRequestError('network', 'No response'));
    const sync = startSpecSync(h.deps);
    h.edit('r1', 'mine');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.link().status).toBe('offline');
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS);
    expect(h.onStale).toHaveBeenCalledTimes(2);
    expect(h.link().status).toBe('conflict');
    sync.stop();
  });
});
