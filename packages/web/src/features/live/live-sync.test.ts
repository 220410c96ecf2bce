import {
  type Command,
  type EditState,
  execute,
  type LiveChange,
  type LiveClientMessage,
  type RequirementFile,
  rebaseHistory,
  startEditing,
  undo,
} from '@specwright/core';
import { sampleFile } from '@specwright/core/test-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_OPS, createLiveSync, SEND_WITHIN_MS } from './live-sync';

const SPEC = '00000000-0000-4000-8000-000000000001';

/** The sync machine over a tab's history held here, and the messages it sends. */
function harness(start: RequirementFile = sampleFile(3)) {
  let edit: EditState = startEditing(start);
  const sent: LiveClientMessage[] = [];
  const acknowledged: { version: number; settled: boolean }[] = [];
  const refusals: string[] = [];
  const sync = createLiveSync({
    send: (message) => {
      sent.push(message);
      return true;
    },
    current: () => edit.file,
    rebase: (_fileId, change) => {
      edit = rebaseHistory(edit, change);
    },
    acknowledge: (_fileId, version, _base, settled) => acknowledged.push({ version, settled }),
    fetchServer: async () => ({ version: 9, file: start }),
    onJoined: () => {},
    onChange: () => {},
    onReplaced: () => {},
    onRefused: (_specId, _status, message) => refusals.push(message),
    onRevoked: () => {},
    isOwnUser: (writer) => writer === 'Me',
  });
  sync.setLinks([{ specId: SPEC, fileId: 'f', version: 1, base: start }]);
  return {
    sync,
    sent,
    acknowledged,
    refusals,
    file: () => edit.file,
    edit: () => edit,
    local(command: Command) {
      edit = execute(edit, command);
      sync.edited('f');
    },
    undo() {
      edit = undo(edit);
      sync.edited('f');
    },
    connect(clientId = 'c1', role: 'editor' | 'viewer' = 'editor', changes: LiveChange[] = []) {
      sync.receive({ t: 'hello', clientId });
      sync.receive({ t: 'joined', specId: SPEC, version: 1, role, peers: [], changes, reload: false });
    },
  };
}

const change = (
  version: number,
  ops: LiveChange['ops'],
  from: { clientId: string; seq: number } | null = null,
): LiveChange => ({
  version,
  by: { userId: 'u2', name: 'Ana' },
  at: '2026-11-28T16:00:00.000Z',
  clientId: from?.clientId ?? 'other',
  seq: from?.seq ?? 1,
  ops,
});

const cell = (rowId: string, value: string) => ({ op: 'cell' as const, rowId, field: 'description', value });
const edits = (sent: LiveClientMessage[]) => sent.filter((message) => message.t === 'edit');

describe('createLiveSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('joins since the version it has, and sends an edit within 100 ms as one batch', () => {
    const tab = harness();
    tab.connect();
    expect(tab.sent[0]).toEqual({ t: 'join', specId: SPEC, since: 1 });
    tab.local({ type: 'editCell', rowId: 'r1', field: 'description', value: 'Mine' });
    tab.local({ type: 'editCell', rowId: 'r2', field: 'description', value: 'Also mine' });
    expect(edits(tab.sent)).toHaveLength(0);
    vi.advanceTimersByTime(SEND_WITHIN_MS);
    const [sentEdit] = edits(tab.sent);
    expect(sentEdit).toMatchObject({ t: 'edit', seq: 1, ops: [cell('r1', 'Mine'), cell('r2', 'Also mine')] });
  });

  it("applies another's change without an undo step, and undo then takes back only the tab's own edit", () => {
    const tab = harness();
    tab.connect();
    tab.local({ type: 'editCell', rowId: 'r1', field: 'description', value: 'Mine' });
    vi.advanceTimersByTime(SEND_WITHIN_MS);
    tab.sync.receive({
      t: 'change',
      specId: SPEC,
      change: change(2, [cell('r1', 'Mine')], { clientId: 'c1', seq: 1 }),
    });
    tab.sync.receive({ t: 'change', specId: SPEC, change: change(3, [cell('r2', 'Theirs')]) });
    expect(tab.edit().past).toHaveLength(1);
    expect(tab.file().data[1]?.description).toBe('Theirs');
    tab.undo();
    expect(tab.file().data[0]?.description).toBe(sampleFile(3).data[0]?.description);
    expect(tab.file().data[1]?.description).toBe('Theirs');
    vi.advanceTimersByTime(SEND_WITHIN_MS);
    expect(edits(tab.sent).at(-1)).toMatchObject({
      seq: 2,
      ops: [{ op: 'cell', rowId: 'r1', field: 'description', base: 'Mine' }],
    });
  });

  it('keeps one batch in flight and sends what was typed meanwhile after the acknowledgement, with the merged text', () => {
    const tab = harness();
    tab.connect();
    tab.local({ type: 'editCell', rowId: 'r1', field: 'description', value: 'The system shall log.' });
    vi.advanceTimersByTime(SEND_WITHIN_MS);
    tab.local({ type: 'editCell', rowId: 'r2', field: 'description', value: 'Second' });
    vi.advanceTimersByTime(SEND_WITHIN_MS);
    expect(edits(tab.sent)).toHaveLength(1);
    const merged = 'The system shall always log.';
    tab.sync.receive({
      t: 'change',
      specId: SPEC,
      change: change(2, [cell('r1', merged)], { clientId: 'c1', seq: 1 }),
    });
    expect(tab.file().data[0]?.description).toBe(merged);
    expect(edits(tab.sent)).toHaveLength(2);
    expect(edits(tab.sent)[1]).toMatchObject({ seq: 2, ops: [cell('r2', 'Second')] });
  });

  it('sends a change too large for one batch in several, each after the last one’s acknowledgement', () => {
    const start = sampleFile(4500);
    const tab = harness(start);
    tab.connect();
    tab.local({
      type: 'replaceRows',
      rows: start.data.map((row) => ({ ...row, description: `New ${row.id}` })),
    });
    vi.advanceTimersByTime(SEND_WITHIN_MS);
    let version = 1;
    for (const expected of [BATCH_OPS, BATCH_OPS, 500]) {
      const batch = edits(tab.sent).at(-1);
      if (batch?.t !== 'edit') throw new Error('No batch was sent');
      expect(batch.ops).toHaveLength(expected);
      version += 1;
      tab.sync.receive({
        t: 'change',
        specId: SPEC,
        change: change(version, batch.ops, { clientId: 'c1', seq: batch.seq }),
      });
    }
    expect(edits(tab.sent)).toHaveLength(3);
    expect(tab.file().data.every((row) => row.description === `New ${row.id}`)).toBe(true);
    expect(tab.acknowledged.at(-1)).toEqual({ version: 4, settled: true });
  });

  it('sends after a reconnect what was not acknowledged, and recognises a batch the server applied before the close', () => {
    const tab = harness();
    tab.connect('c1');
    tab.local({ type: 'editCell', rowId: 'r1', field: 'description', value: 'Applied' });
    vi.advanceTimersByTime(SEND_WITHIN_MS);
    tab.sync.disconnected();
    tab.local({ type: 'editCell', rowId: 'r2', field: 'description', value: 'Offline' });
    vi.advanceTimersByTime(SEND_WITHIN_MS);
    expect(edits(tab.sent)).toHaveLength(1);
    tab.connect('c2', 'editor', [change(2, [cell('r1', 'Applied')], { clientId: 'c1', seq: 1 })]);
    const resent = edits(tab.sent).at(-1);
    expect(resent).toMatchObject({ seq: 1, ops: [cell('r2', 'Offline')] });
    expect(
      tab
        .file()
        .data.map((row) => row.description)
        .slice(0, 2),
    ).toEqual(['Applied', 'Offline']);
  });

  it('merges a text another person changed while the tab had not sent its own edit of it', () => {
    const tab = harness();
    tab.connect();
    const base = 'The system shall log errors.';
    tab.sync.receive({ t: 'change', specId: SPEC, change: change(2, [cell('r1', base)]) });
    tab.local({ type: 'editCell', rowId: 'r1', field: 'description', value: 'The app shall log errors.' });
    tab.sync.receive({
      t: 'change',
      specId: SPEC,
      change: change(3, [cell('r1', 'The system shall log all errors.')]),
    });
    expect(tab.file().data[0]?.description).toBe('The app shall log all errors.');
  });

  it('takes a refused batch back and says why; a viewer sends nothing', () => {
    const tab = harness();
    tab.connect();
    const before = tab.file().data[0]?.description;
    tab.local({ type: 'editCell', rowId: 'r1', field: 'description', value: 'Refused' });
    vi.advanceTimersByTime(SEND_WITHIN_MS);
    tab.sync.receive({ t: 'refused', specId: SPEC, seq: 1, status: 403, message: 'No edits.' });
    expect(tab.file().data[0]?.description).toBe(before);
    expect(tab.refusals).toEqual(['No edits.']);
    const viewer = harness();
    viewer.connect('c1', 'viewer');
    viewer.local({ type: 'editCell', rowId: 'r1', field: 'description', value: 'Nope' });
    vi.advanceTimersByTime(SEND_WITHIN_MS);
    expect(edits(viewer.sent)).toHaveLength(0);
  });

  it('skips changes it has seen, and leaves a spec that was closed', () => {
    const tab = harness();
    tab.connect();
    tab.sync.receive({ t: 'change', specId: SPEC, change: change(2, [cell('r1', 'Two')]) });
    tab.sync.receive({ t: 'change', specId: SPEC, change: change(2, [cell('r1', 'Again')]) });
    expect(tab.file().data[0]?.description).toBe('Two');
    expect(tab.acknowledged.at(-1)).toEqual({ version: 2, settled: true });
    tab.sync.setLinks([]);
    expect(tab.sent.at(-1)).toEqual({ t: 'leave', specId: SPEC });
  });
});
