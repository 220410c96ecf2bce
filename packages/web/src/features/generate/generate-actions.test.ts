import { buildTraceMatrix } from '@specwright/quality/generate';
import { describe, expect, it } from 'vitest';
import { NO_SPECIFICATION_FILE_OPEN } from '../../actions/action-messages';
import { appActions } from '../../actions/app-actions';
import { fakeActionContext } from '../../actions/test-context';
import { pageTab } from '../../state/page-tabs';
import { useTraceReportStore } from '../../state/trace-report';
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

  it('show a trace report in the Traceability tab, after which its CSV can be exported', () => {
    useTraceReportStore.setState({ report: null });
    expect(appActions.isEnabled('generate.exportTraceCsv', fakeActionContext().state)).toBe(false);
    const left = [{ id: 'R1', text: 'The app shall start.' }];
    const right = [{ id: 'T1', text: 'Starts', references: 'R1' }];
    const report = {
      matrix: buildTraceMatrix(left, right),
      left,
      right,
      leftSide: { title: 'Spec', field: 'id' },
      rightSide: { title: 'Tests', field: 'verifies' },
    };
    const context = fakeActionContext();
    void appActions.get('generate.showTraceReport')?.run(context, report);
    expect(context.tabSet.openTab).toHaveBeenCalledWith(pageTab('traceability'));
    expect(useTraceReportStore.getState().report).toBe(report);
    expect(appActions.isEnabled('generate.exportTraceCsv', fakeActionContext().state)).toBe(true);
  });
});
