import { describe, expect, it } from 'vitest';
import { NO_SPECIFICATION_FILE_OPEN } from '../../actions/action-messages';
import { appActions } from '../../actions/app-actions';
import { fakeActionContext } from '../../actions/test-context';
import { openSpecFixture } from '../../test/spec-fixture';

const specTab = {
  id: 'spec-f1',
  title: 'Spec',
  type: 'spec' as const,
  requirementFileId: 'f1',
  viewMode: 'table' as const,
};

describe('the Generate actions', () => {
  it('open the Test and Traceability dialogs on the active spec', () => {
    for (const [id, kind] of [
      ['generate.test', 'generateTest'],
      ['generate.traceability', 'generateTraceability'],
    ] as const) {
      const context = fakeActionContext({ activeTab: specTab, activeSpec: openSpecFixture() });
      expect(appActions.isEnabled(id, context.state)).toBe(true);
      void appActions.get(id)?.run(context);
      expect(context.dialogs.open).toHaveBeenCalledWith(kind, { fileId: 'f1' });
    }
  });

  it('say that no spec is open when there is none', () => {
    const context = fakeActionContext();
    void appActions.get('generate.test')?.run(context);
    expect(context.dialogs.open).toHaveBeenCalledWith('info', NO_SPECIFICATION_FILE_OPEN);
  });
});
