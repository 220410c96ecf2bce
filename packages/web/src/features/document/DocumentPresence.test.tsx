import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSpecFilesStore } from '../../state/spec-files';
import { livePeer, liveSpec, ownSpot, resetLive, setPeers } from '../../test/live-peers';
import { specFileWithRows } from '../../test/spec-fixture';
import { DocumentView } from './DocumentView';

const file = specFileWithRows(
  [
    { id: 'r1', description: 'The system shall start.', this_is_a: 'requirement' },
    { id: 'r2', description: 'The system shall stop.', this_is_a: 'requirement' },
  ],
  'Document fixture',
);

function open() {
  useSpecFilesStore.getState().addSpec(file);
  liveSpec(file);
  const user = userEvent.setup();
  const view = render(<DocumentView fileId={file.id} />);
  return { user, view };
}

const entry = (rowId: string) => document.querySelector(`.doc-entry[data-row-id="${rowId}"]`) as HTMLElement;
const namesOn = (rowId: string) =>
  [...entry(rowId).querySelectorAll('.doc-entry__peer')].map((name) => name.textContent);

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  resetLive();
});

describe('the others in a workspace spec’s document', () => {
  it('gives the entry each one is on a bar in their colour and their name, saying who is editing', () => {
    open();
    expect(document.querySelector('.doc-entry__peer-bar')).toBeNull();
    act(() =>
      setPeers([
        livePeer('Ana Lima', { rowId: 'r2', field: null, editing: false }, 'rgb(10, 120, 200)'),
        livePeer('Bo Chen', { rowId: 'r2', field: 'description', editing: true }),
      ]),
    );
    expect(namesOn('r2')).toEqual(['Ana Lima', 'Bo Chen is editing']);
    expect(namesOn('r1')).toEqual([]);
    const bar = entry('r2').querySelector<HTMLElement>('.doc-entry__peer-bar');
    expect(bar?.style.getPropertyValue('--peer-colour')).toBe('rgb(10, 120, 200)');
    act(() => setPeers([livePeer('Ana Lima', { rowId: 'r1', field: null, editing: false })]));
    expect(namesOn('r1')).toEqual(['Ana Lima']);
    expect(namesOn('r2')).toEqual([]);
  });

  it('sets the own spot to the entry selected, and to its text while it is edited', async () => {
    const { user, view } = open();
    expect(ownSpot()).toEqual({ rowId: null, field: null, editing: false });
    await user.click(screen.getByRole('button', { name: 'The system shall stop.' }));
    expect(ownSpot()).toEqual({ rowId: 'r2', field: 'description', editing: true });
    await user.keyboard('{Escape}');
    expect(ownSpot()).toEqual({ rowId: 'r2', field: null, editing: false });
    view.unmount();
    expect(ownSpot()).toBeNull();
  });
});
