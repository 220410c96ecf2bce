import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountSpecsStore } from '../state/account-specs';
import type { Tab } from '../state/tab';
import { stubFetch } from '../test/auth-fetch';
import { openSpecFixture, specFileFixture } from '../test/spec-fixture';
import { appActions } from './app-actions';
import { fakeActionContext } from './test-context';

const SPEC_ID = '0a0b0c0d-1111-4222-8333-444455556666';
const specTab: Tab = {
  id: 'spec-f1',
  title: 'Fixture',
  type: 'spec',
  requirementFileId: 'f1',
  viewMode: 'table',
};

function action<Id extends 'file.share' | 'spec.create' | 'file.saveToMySpecs'>(id: Id) {
  const found = appActions.get(id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
}

const keptAnswer = {
  spec: {
    id: SPEC_ID,
    title: 'Fixture',
    rows: 3,
    requirements: 3,
    mean_score: null,
    workspace: null,
    role: 'owner',
    version: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    data: {},
  },
};

beforeEach(() => useAccountSpecsStore.setState({ links: {}, kept: {} }));
afterEach(() => vi.unstubAllGlobals());

describe('Share… and specs created signed in', () => {
  it('File → Share… is there only for a kept spec, and opens the dialog on its account spec', () => {
    const share = action('file.share');
    const signedInOnSpec = { isSignedIn: true, activeTab: specTab, activeSpec: openSpecFixture() };
    const context = fakeActionContext(signedInOnSpec);
    expect(share.isEnabled(context.state)).toBe(false);
    const file = specFileFixture();
    useAccountSpecsStore.getState().link('f1', { specId: SPEC_ID, version: 1, base: file });
    expect(share.isEnabled(context.state)).toBe(true);
    expect(share.isEnabled({ ...context.state, isSignedIn: false })).toBe(false);
    void share.run(context);
    expect(context.dialogs.open).toHaveBeenCalledWith('specShare', { specId: SPEC_ID, title: 'Fixture' });
  });

  it('a spec created from a template while signed in is kept in the account at once', async () => {
    const { calls } = stubFetch({ 'POST /api/specs': { body: keptAnswer } });
    const file = specFileFixture();
    const context = fakeActionContext({ isSignedIn: true });
    vi.mocked(context.openSpec).mockReturnValue({
      edit: { file, past: [], future: [] },
      saved: file,
      selectedRowId: null,
    });
    await action('spec.create').run(context, { file });
    expect(context.specs.addSpec).toHaveBeenCalledWith(file);
    expect(context.tabSet.openTab).toHaveBeenCalled();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/specs']);
    expect(useAccountSpecsStore.getState().links.f1).toMatchObject({
      specId: SPEC_ID,
      version: 1,
      base: file,
    });
    expect(context.specs.markSaved).toHaveBeenCalledWith('f1');
  });

  it('Save to My Specs on a spec already kept says so and keeps no second copy', async () => {
    const { calls } = stubFetch({ 'POST /api/specs': { body: keptAnswer } });
    const context = fakeActionContext({
      isSignedIn: true,
      activeTab: specTab,
      activeSpec: openSpecFixture(),
    });
    useAccountSpecsStore.getState().link('f1', { specId: SPEC_ID, version: 1, base: specFileFixture() });
    await action('file.saveToMySpecs').run(context);
    expect(calls).toEqual([]);
    expect(context.notices.show).toHaveBeenCalledWith('“Fixture” is kept in My Specs', [
      'Every edit is saved to your account.',
    ]);
  });

  it('signed out, the new spec only opens; when keeping fails, it stays open and the notice says so', async () => {
    const { calls } = stubFetch({
      'POST /api/specs': {
        status: 403,
        body: { error: 'Forbidden', message: 'You can keep at most 1 specs.' },
      },
    });
    const file = specFileFixture();
    const signedOut = fakeActionContext();
    await action('spec.create').run(signedOut, { file });
    expect(signedOut.tabSet.openTab).toHaveBeenCalled();
    expect(calls).toHaveLength(0);

    const signedIn = fakeActionContext({ isSignedIn: true });
    await action('spec.create').run(signedIn, { file });
    expect(signedIn.tabSet.openTab).toHaveBeenCalled();
    expect(signedIn.notices.show).toHaveBeenCalledWith('Not kept in My Specs', [
      'You can keep at most 1 specs.',
      'Your spec is open in this browser. Choose File → Save to My Specs to try again.',
    ]);
    expect(useAccountSpecsStore.getState().links.f1).toBeUndefined();
  });
});
