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
    expect(registry.runAction('a')).toBe(true);
    expect(run).toHaveBeenCalledWith(context);
    expect(getContext).toHaveBeenCalledTimes(1);
  });

  it('does not run a disabled action', () => {
    const run = vi.fn();
    const registry = createActionRegistry([action('a', { run, isEnabled: never })], () =>
      fakeActionContext(),
    );
    expect(registry.runAction('a')).toBe(false);
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
    const registry = createActionRegistry([], () => fakeActionContext());
    expect(() => registry.runAction('nope')).toThrow('Unknown action: nope');
  });

  it('logs, rather than leaks, a failure of an asynchronous action', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = createActionRegistry(
      [action('async', { run: () => Promise.reject(new Error('boom')) })],
      () => fakeActionContext(),
    );
    expect(registry.runAction('async')).toBe(true);
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
  });
});
