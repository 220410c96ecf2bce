import { beforeEach, describe, expect, it } from 'vitest';
import { linksFocusHandled, useLinksFocus } from '../state/links-focus';
import { linkActions } from './link-actions';
import { fakeActionContext } from './test-context';

const action = <Id extends (typeof linkActions)[number]['id']>(id: Id) =>
  linkActions.find((candidate) => candidate.id === id) as Extract<(typeof linkActions)[number], { id: Id }>;

const link = { from: 'r2', to: 'r1', type: 'verifies' };

beforeEach(() => linksFocusHandled());

describe('link actions', () => {
  it('edit links through the spec’s commands, each an undo step named for it', () => {
    const context = fakeActionContext();
    action('links.add').run(context, { fileId: 'f1', link });
    action('links.changeType').run(context, { fileId: 'f1', link, linkType: 'refines' });
    action('links.remove').run(context, { fileId: 'f1', link });
    expect(context.specs.dispatch).toHaveBeenNthCalledWith(1, 'f1', { type: 'addLink', link }, 'Add Link');
    expect(context.specs.dispatch).toHaveBeenNthCalledWith(
      2,
      'f1',
      { type: 'changeLinkType', link, linkType: 'refines' },
      'Change Link Type',
    );
    expect(context.specs.dispatch).toHaveBeenNthCalledWith(
      3,
      'f1',
      { type: 'removeLink', link },
      'Remove Link',
    );
  });

  it('show a row’s links in the properties panel, opening it when another panel or none shows', () => {
    const closed = fakeActionContext({ sidePanel: 'chat' });
    action('links.show').run(closed, { fileId: 'f1', rowId: 'r2' });
    expect(closed.specs.selectRow).toHaveBeenCalledWith('f1', 'r2');
    expect(closed.layout.toggleSidePanel).toHaveBeenCalledWith('properties');
    expect(useLinksFocus.getState().rowId).toBe('r2');

    const open = fakeActionContext({ sidePanel: 'properties' });
    action('links.show').run(open, { fileId: 'f1', rowId: 'r1' });
    expect(open.layout.toggleSidePanel).not.toHaveBeenCalled();
    expect(useLinksFocus.getState().rowId).toBe('r1');
  });
});
