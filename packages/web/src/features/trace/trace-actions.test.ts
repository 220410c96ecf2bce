import { startEditing } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { appActions } from '../../actions/app-actions';
import { fakeActionContext } from '../../actions/test-context';
import { useTraceReportStore } from '../../state/trace-report';
import { traceFixture } from './trace-fixture';

function withShop() {
  const file = traceFixture();
  const context = fakeActionContext();
  context.openSpec = (fileId) =>
    fileId === file.id ? { edit: startEditing(file), saved: file, selectedRowId: null } : undefined;
  return { file, context };
}

describe('the trace actions', () => {
  it('open a spec in the trace view with the request of Generate → Traceability', () => {
    const { file, context } = withShop();
    const request = { rightFileId: 'qa', leftField: 'id', rightField: 'verifies' };
    void appActions.get('trace.open')?.run(context, { fileId: file.id, request });
    expect(context.tabSet.openTab).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'spec-shop', viewMode: 'trace' }),
    );
    expect(context.tabSet.setViewMode).toHaveBeenCalledWith('spec-shop', 'trace');
    expect(useTraceReportStore.getState().requests[file.id]).toEqual(request);
  });

  it('accept every suggestion of a spec as one undo step, and show a requirement in the table', () => {
    const { file, context } = withShop();
    const link = { from: 'T-2', to: 'REQ-2', type: 'verifies' };
    void appActions.get('trace.acceptAllProposals')?.run(context, { proposals: [{ fileId: file.id, link }] });
    expect(context.specs.dispatch).toHaveBeenCalledWith(
      file.id,
      { type: 'group', label: 'Accept All Suggested Links', commands: [{ type: 'addLink', link }] },
      'Accept All Suggested Links',
    );
    void appActions.get('trace.showRequirement')?.run(context, { fileId: file.id, rowId: 'REQ-2' });
    expect(context.specs.selectRow).toHaveBeenCalledWith(file.id, 'REQ-2');
    expect(context.tabSet.setViewMode).toHaveBeenCalledWith('spec-shop', 'table');
  });
});
