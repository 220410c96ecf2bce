import { describe, expect, it, vi } from 'vitest';
import { formsActions } from '../../actions/forms-actions';
import { fakeActionContext } from '../../actions/test-context';
import { accountActions } from './account-actions';
import { logOut } from './session-service';

vi.mock('./session-service', () => ({ logOut: vi.fn(async () => {}) }));

const action = (id: string) => {
  const found = [...accountActions, ...formsActions].find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('account actions', () => {
  it('Sign In opens the sign-in tab titled for the session', () => {
    const signedOut = fakeActionContext();
    action('account.signIn').run(signedOut);
    expect(signedOut.tabSet.openTab).toHaveBeenCalledWith({
      id: 'sign-in',
      title: 'Sign In',
      type: 'page',
    });
    const signedIn = fakeActionContext({ isSignedIn: true });
    action('account.signIn').run(signedIn);
    expect(signedIn.tabSet.openTab).toHaveBeenCalledWith({
      id: 'sign-in',
      title: 'Dashboard',
      type: 'page',
    });
  });

  it('Dashboard and Logout need a signed-in user', () => {
    const signedOut = fakeActionContext().state;
    const signedIn = fakeActionContext({ isSignedIn: true }).state;
    for (const id of ['account.dashboard', 'account.logout']) {
      expect(action(id).isEnabled(signedOut)).toBe(false);
      expect(action(id).isEnabled(signedIn)).toBe(true);
    }
  });

  it('Logout signs out; Repositories opens its tab', async () => {
    const context = fakeActionContext({ isSignedIn: true });
    await action('account.logout').run(context);
    expect(logOut).toHaveBeenCalled();
    action('account.repositories').run(context);
    expect(context.tabSet.openTab).toHaveBeenCalledWith(expect.objectContaining({ id: 'repositories' }));
  });

  it('Send Feedback and Request a Template open their dialogs', () => {
    expect(action('help.feedback').label).toBe('Send Feedback…');
    const context = fakeActionContext();
    action('help.feedback').run(context);
    expect(context.dialogs.open).toHaveBeenLastCalledWith('feedback');
    action('templates.request').run(context);
    expect(context.dialogs.open).toHaveBeenLastCalledWith('templateRequest');
  });
});
