import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLivePresenceStore } from '../../state/live-presence';
import { useSpecFilesStore } from '../../state/spec-files';
import { livePeer, liveSpec, resetLive, setPeers } from '../../test/live-peers';
import { specFileFixture } from '../../test/spec-fixture';
import { PeerAvatars, SpecPresence } from './PeerAvatars';
import { setOwnSpot } from './presence-wiring';

const liveSpecs = () => useLivePresenceStore.getState().specs;
const people = () => within(screen.getByRole('list', { name: 'People in this spec' }));

beforeEach(() => {
  resetLive();
  useSpecFilesStore.setState({ specs: {} });
});

describe('the people in a spec', () => {
  it('shows one circle per person with their initials and colour, named by what they do', () => {
    render(
      <PeerAvatars
        peers={[
          livePeer('Ana Lima', { rowId: 'r1', field: 'description', editing: true }, 'rgb(200, 30, 30)'),
          livePeer('Bo Chen', { rowId: 'r2', field: null, editing: false }),
          livePeer('Cy Doe', null),
        ]}
      />,
    );
    const ana = people().getByRole('img', { name: 'Ana Lima is editing' });
    expect(ana.textContent).toBe('AL');
    expect(ana.getAttribute('title')).toBe('Ana Lima is editing');
    expect(ana.style.getPropertyValue('--peer-colour')).toBe('rgb(200, 30, 30)');
    expect(people().getByRole('img', { name: 'Bo Chen is viewing' }).textContent).toBe('BC');
    expect(people().getByRole('img', { name: 'Cy Doe is viewing' })).toBeTruthy();
    expect(people().getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows five people and counts the rest', () => {
    const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'];
    render(<PeerAvatars peers={names.map((name) => livePeer(name, null))} />);
    expect(people().getAllByRole('listitem')).toHaveLength(6);
    expect(people().getByRole('img', { name: 'Ed is viewing' })).toBeTruthy();
    expect(people().queryByRole('img', { name: 'Flo is viewing' })).toBeNull();
    const more = people().getByRole('img', { name: '2 more: Flo, Gus' });
    expect(more.textContent).toBe('+2');
  });

  it('shows a person with two tabs open once, editing when either tab is', () => {
    const viewing = livePeer('Ana Lima', { rowId: 'r1', field: null, editing: false });
    const editing = {
      ...viewing,
      clientId: 'second',
      spot: { rowId: 'r2', field: 'description', editing: true },
    };
    render(<PeerAvatars peers={[viewing, editing]} />);
    expect(
      people()
        .getAllByRole('img')
        .map((circle) => circle.getAttribute('aria-label')),
    ).toEqual(['Ana Lima is editing']);
  });

  it('follows the live store for an open workspace spec, and shows nothing when nobody else is there', () => {
    const file = specFileFixture(2);
    useSpecFilesStore.getState().addSpec(file);
    liveSpec(file);
    render(<SpecPresence fileId={file.id} />);
    expect(screen.queryByRole('list', { name: 'People in this spec' })).toBeNull();
    act(() => setPeers([livePeer('Ana Lima', null)]));
    expect(people().getByRole('img', { name: 'Ana Lima is viewing' })).toBeTruthy();
    act(() => setPeers([]));
    expect(screen.queryByRole('list', { name: 'People in this spec' })).toBeNull();
  });

  it('sets the own spot only for a spec the live connection follows', () => {
    const file = specFileFixture(2);
    setOwnSpot(file.id, { rowId: 'r1', field: null, editing: false });
    expect(liveSpecs()).toEqual({});
    liveSpec(file);
    setOwnSpot(file.id, { rowId: 'r1', field: null, editing: false });
    expect(liveSpecs().s1?.ownSpot).toEqual({ rowId: 'r1', field: null, editing: false });
  });
});
