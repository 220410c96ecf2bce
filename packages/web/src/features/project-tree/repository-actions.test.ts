import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runAction } from '../../actions/app-actions';
import { closeDialog, useDialogStore } from '../../state/dialogs';
import { runCommitFlow } from './commit-flow';

vi.mock('./commit-flow', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./commit-flow')>()),
  runCommitFlow: vi.fn(),
}));

const target = { repositoryId: 'repo-1', baseBranch: 'main' };
const files = [{ path: 'specs/a.json', content: '{}' }];
const settled = () => vi.waitFor(() => expect(useDialogStore.getState().open?.kind).toBe('info'));

beforeEach(() => {
  closeDialog();
  vi.mocked(runCommitFlow).mockReset();
});

describe('the repository actions', () => {
  it('open the Add Repository and commit dialogs', () => {
    runAction('repositories.add', { source: 'button' }, { userId: 'u1' });
    expect(useDialogStore.getState().open).toMatchObject({ kind: 'addRepository', props: { userId: 'u1' } });
    runAction('repositories.commit', { source: 'button' }, { ...target, mode: 'pullRequest' });
    expect(useDialogStore.getState().open).toMatchObject({
      kind: 'repositoryCommit',
      props: { mode: 'pullRequest' },
    });
  });

  it('commit to a new feature branch, open the pull request when asked and say the outcome', async () => {
    vi.mocked(runCommitFlow).mockResolvedValue({ kind: 'committed', branch: 'feature/x' });
    const onDone = vi.fn();
    const pullRequest = { title: 'Specs', changes: [] };
    runAction(
      'repositories.commitToNewBranch',
      { source: 'dialog' },
      { ...target, message: 'Add', files, pullRequest, onDone },
    );
    await settled();
    expect(runCommitFlow).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'commitAndPullRequest',
        branch: expect.stringMatching(/^feature\//),
        title: 'Specs',
        files,
      }),
    );
    expect(onDone).toHaveBeenCalled();
    expect(useDialogStore.getState().open?.props).toMatchObject({
      title: 'Commit and Create Pull Request',
      message: 'Committed to the new branch feature/x.',
    });
  });

  it('say a failure in the dialog that asked, or in a message once it has closed', async () => {
    vi.mocked(runCommitFlow).mockRejectedValue(new Error('Branch exists'));
    const inDialog = vi.fn(() => true);
    runAction(
      'repositories.createPullRequest',
      { source: 'dialog' },
      { ...target, branch: 'topic', title: 'T', onFailure: inDialog },
    );
    await vi.waitFor(() => expect(inDialog).toHaveBeenCalledWith('Operation failed: Branch exists'));
    expect(runCommitFlow).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'pullRequest', branch: 'topic' }),
    );
    expect(useDialogStore.getState().open).toBeNull();
    runAction(
      'repositories.createPullRequest',
      { source: 'dialog' },
      { ...target, branch: 'topic', title: 'T', onFailure: () => false },
    );
    await settled();
    expect(useDialogStore.getState().open?.props).toMatchObject({
      title: 'Create Pull Request',
      message: 'Operation failed: Branch exists',
    });
  });
});
