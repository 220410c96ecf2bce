import { describe, expect, it, vi } from 'vitest';
import { type Action, always, never } from './action-types';
import { createActionRegistry } from './registry';
import { fakeActionContext } from './test-context';

const action = (id: string, overrides: Partial<Action> = {}): Action => ({
  id,
  label: id,
  isEnabled: always,
  run: vi.fn(),
  ...overrides,
});

describe('createActionRegistry', () => {
  it('finds and lists actions by id, in registration order', () => {
    const registry = createActionRegistry([action('a.one'), action('a.two')], () => fakeActionContext());
    expect(registry.get('a.two')?.id).toBe('a.two');
    expect(registry.get('missing')).toBeUndefined();
    expect(registry.list().map((a) => a.id)).toEqual(['a.one', 'a.two']);
  });

  it('rejects duplicate ids', () => {
    expect(() => createActionRegistry([action('a'), action('a')], () => fakeActionContext())).toThrow(
      'Duplicate action id: a',
    );
  });

  it('runs an enabled action with a fresh context and reports that it ran', () => {
    const run = vi.fn();
    const context = fakeActionContext();
    const getContext = vi.fn(() => context);
    const registry = createActionRegistry([action('a', { run })], getContext);
    expect(registry.runAction('a', { source: 'menu' })).toBe(true);
    expect(run).toHaveBeenCalledWith(context);
    expect(getContext).toHaveBeenCalledTimes(1);
  });

  it('does not run a disabled action', () => {
    const run = vi.fn();
    const registry = createActionRegistry([action('a', { run, isEnabled: never })], () =>
      fakeActionContext(),
    );
    expect(registry.runAction('a', { source: 'menu' })).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('decides enablement from the state it is given', () => {
    const registry = createActionRegistry(
      [action('needs-account', { isEnabled: (state) => state.isSignedIn })],
      () => fakeActionContext(),
    );
    expect(registry.isEnabled('needs-account', fakeActionContext({ isSignedIn: true }).state)).toBe(true);
    expect(registry.isEnabled('needs-account', fakeActionContext({ isSignedIn: false }).state)).toBe(false);
  });

  it('throws on an unknown id (a programming error)', () => {
    const registry = createActionRegistry<Action>([], () => fakeActionContext());
    expect(() => registry.runAction('nope', { source: 'menu' })).toThrow('Unknown action: nope');
  });

  it('records one feature use per run of an action that names a feature, with its source', () => {
    const recordFeatureUse = vi.fn();
    const registry = createActionRegistry(
      [
        action('with', { feature: 'thing' }),
        action('without'),
        action('off', { feature: 'x', isEnabled: never }),
      ],
      () => fakeActionContext(),
      { recordFeatureUse },
    );
    registry.runAction('with', { source: 'toolbar' });
    expect(recordFeatureUse).toHaveBeenCalledTimes(1);
    expect(recordFeatureUse).toHaveBeenLastCalledWith('thing', 'toolbar');
    registry.runAction('with', { source: 'shortcut' });
    expect(recordFeatureUse).toHaveBeenLastCalledWith('thing', 'shortcut');
    registry.runAction('without', { source: 'menu' });
    registry.runAction('off', { source: 'menu' });
    expect(recordFeatureUse).toHaveBeenCalledTimes(2);
  });

  it('passes the argument on to the action', () => {
    const run = vi.fn();
    const takesRow: Action<'rows.pick', { rowId: string }> = {
      id: 'rows.pick',
      label: 'Pick',
      isEnabled: always,
      run,
    };
    const context = fakeActionContext();
    const registry = createActionRegistry([takesRow], () => context);
    expect(registry.runAction('rows.pick', { source: 'grid' }, { rowId: 'r1' })).toBe(true);
    expect(run).toHaveBeenCalledWith(context, { rowId: 'r1' });
  });

  it('reports a thrown error instead of throwing, and says the action did not run', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reportFailure = vi.fn();
    const failing = action('fails', {
      run: () => {
        throw new Error('boom');
      },
    });
    const registry = createActionRegistry([failing], () => fakeActionContext(), { reportFailure });
    expect(registry.runAction('fails', { source: 'menu' })).toBe(false);
    expect(reportFailure).toHaveBeenCalledWith(failing, new Error('boom'));
    logged.mockRestore();
  });

  it('reports a rejected promise of an asynchronous action', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reportFailure = vi.fn();
    const registry = createActionRegistry(
      [action('async', { run: () => Promise.reject(new Error('later')) })],
      () => fakeActionContext(),
      { reportFailure },
    );
    expect(registry.runAction('async', { source: 'menu' })).toBe(true);
    await vi.waitFor(() => expect(reportFailure).toHaveBeenCalledWith(expect.anything(), new Error('later')));
    logged.mockRestore();
  });

  it('logs, rather than leaks, a failure of an asynchronous action', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = createActionRegistry(
      [action('async', { run: () => Promise.reject(new Error('boom')) })],
      () => fakeActionContext(),
    );
    expect(registry.runAction('async', { source: 'menu' })).toBe(true);
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
  });
});
