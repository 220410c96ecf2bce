import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAnalysisFlow } from '../../features/analysis-flow/analysis-flow';
import { specFileFixture } from '../../test/spec-fixture';
import { AnalysisFlowDialog } from './AnalysisFlowDialog';
import type { AnalysisFlowView } from './analysis-flow-view';

/** A made-up analysis that counts the rows of the active spec and writes nothing. */
function countFlow(run: () => Promise<number>) {
  return createAnalysisFlow<string, number, number, never, never>(
    {
      task: { run, runFailedText: 'Counting failed.' },
      analyses: 'specAtStart',
      choosesColumn: false,
      refuse: () => null,
      request: ({ target }) => ({ body: target.file.title, size: 1 }),
      startMessage: 'Counting',
      cancelWaitsForServer: false,
      missingFileMessage: 'The spec is gone.',
      finish: {
        kind: 'applyResults',
        show: (count) => count,
        apply: () => ({
          command: { type: 'group', label: 'Nothing', commands: [] },
          label: 'Nothing',
          count: 0,
        }),
      },
    },
    {
      activeSpec: () => ({ fileId: 'f1', file: specFileFixture() }),
      fileById: () => specFileFixture(),
      applyCommand: () => {},
      user: () => null,
    },
  );
}

const COUNT_VIEW: AnalysisFlowView<number, never, never> = {
  title: 'Row Count',
  testId: 'row-count-dialog',
  stepNames: { setup: 'ready', results: 'counted', failed: 'error' },
  description: { ready: 'Counts the rows.', counted: 'Counted.' },
  useFile: () => undefined,
  idleShows: 'setup',
  setup: { startLabel: 'Count Rows' },
  running: { kind: 'indeterminate', label: 'Counting progress' },
  retries: true,
  results: { body: (count) => <p>{count} rows</p>, applyLabel: 'Write Count', applied: () => 'Written.' },
};

describe('AnalysisFlowDialog', () => {
  it('shows a configuration with its own names, texts and buttons', async () => {
    const flow = countFlow(async () => 3);
    await flow.open();
    render(<AnalysisFlowDialog flow={flow} view={COUNT_VIEW} onClose={vi.fn()} />);
    const dialog = screen.getByTestId('row-count-dialog');
    expect(dialog.getAttribute('data-step')).toBe('ready');
    expect(screen.getByText('Counts the rows.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Count Rows' }));
    expect(await screen.findByText('3 rows')).toBeTruthy();
    expect(dialog.getAttribute('data-step')).toBe('counted');
    expect(screen.getByRole('button', { name: 'Write Count' })).toBeTruthy();
  });

  it('offers Try Again after a failed run, which opens the setup again', async () => {
    const flow = countFlow(() => Promise.reject(new Error('down')));
    await flow.open();
    await flow.start();
    render(<AnalysisFlowDialog flow={flow} view={COUNT_VIEW} onClose={vi.fn()} />);
    expect(screen.getByText('Counting failed.')).toBeTruthy();
    expect(screen.getByTestId('row-count-dialog').getAttribute('data-step')).toBe('error');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByTestId('row-count-dialog').getAttribute('data-step')).toBe('ready');
  });
});
