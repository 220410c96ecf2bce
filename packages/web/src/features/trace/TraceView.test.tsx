import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSpecFilesStore } from '../../state/spec-files';
import { useTraceReportStore } from '../../state/trace-report';
import { TraceView } from './TraceView';
import { traceFixture } from './trace-fixture';

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useTraceReportStore.setState({ requests: {}, dismissed: {} });
});

describe('TraceView', () => {
  it('shows the figures, the chapters and the lists of a spec with links', async () => {
    const file = traceFixture();
    useSpecFilesStore.getState().addSpec(file);
    render(<TraceView fileId={file.id} />);
    expect(screen.getByTestId('trace-figure-coverage').textContent).toBe('33%');
    expect(screen.getByTestId('trace-figure-without-tests').textContent).toBe('2');
    const tree = screen.getByRole('tree', { name: 'Chapters' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Tests naming no requirement' }).textContent).toContain('T-2');
    const suggestion = screen.getByRole('list', { name: 'Suggested links' });
    await userEvent.click(within(suggestion).getByRole('button', { name: /^Dismiss/ }));
    expect(screen.queryByRole('list', { name: 'Suggested links' })).toBeNull();
  });

  it('accepts a suggested link into the spec', async () => {
    const file = traceFixture();
    useSpecFilesStore.getState().addSpec(file);
    render(<TraceView fileId={file.id} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept: Link REQ-2 ← T-2 (verifies)?' }));
    expect(useSpecFilesStore.getState().specs[file.id]?.edit.file.links).toContainEqual({
      from: 'T-2',
      to: 'REQ-2',
      type: 'verifies',
    });
    expect(screen.getByTestId('trace-figure-coverage').textContent).toBe('67%');
  });

  it('shows the next steps when the spec has no links', () => {
    const file = traceFixture([]);
    useSpecFilesStore.getState().addSpec(file);
    render(<TraceView fileId={file.id} />);
    expect(screen.getByRole('heading', { name: 'No trace links yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate Test…' })).toBeTruthy();
  });
});
