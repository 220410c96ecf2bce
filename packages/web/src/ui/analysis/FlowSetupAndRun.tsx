import type { RequirementFile } from '@specwright/core';
import type { ReactNode } from 'react';
import type { AnalysisFlow } from '../../features/analysis-flow/analysis-flow';
import type { FlowStep } from '../../features/analysis-flow/flow-definition';
import { Notice } from '../Notice';
import { ProgressBar } from '../ProgressBar';
import type { AnalysisFlowView } from './analysis-flow-view';
import { ColumnSelect } from './ColumnSelect';
import { RunInBackgroundOption } from './RunInBackgroundOption';
import { TaskProgress } from './TaskProgress';

export interface StepContent {
  body: ReactNode;
  actions: ReactNode;
}

/** What the step views share: the flow, its view, the open file and the close button. */
export interface StepViewContext<Shown, Proposal, Progress> {
  flow: AnalysisFlow<Shown, Proposal, Progress>;
  view: AnalysisFlowView<Shown, Proposal, Progress>;
  file: RequirementFile | undefined;
  column: string;
  asyncMode: boolean;
  close: () => void;
  closeButton: (label?: string) => ReactNode;
}

type Context<Shown, Proposal, Progress> = StepViewContext<Shown, Proposal, Progress>;

/** The setup: a message from a failed run, then the choices (column, background run) and Start. */
export function setupContent<Shown, Proposal, Progress>(
  message: string | null,
  { flow, view, file, column, asyncMode, closeButton }: Context<Shown, Proposal, Progress>,
): StepContent {
  const { columns, intro, note, startLabel, startDescribedBy } = view.setup;
  // A setup that says why it cannot start (no spec) offers no choices.
  const hasChoices = message === null || file !== undefined;
  const body = (
    <>
      {message ? <Notice tone="error">{message}</Notice> : null}
      {hasChoices ? (
        <>
          {intro}
          {columns ? (
            <ColumnSelect columns={file ? columns(file) : []} value={column} onChange={flow.setColumn} />
          ) : null}
          {note?.(file)}
          {view.running.kind === 'task' ? (
            <RunInBackgroundOption checked={asyncMode} onChange={flow.setAsyncMode} />
          ) : null}
        </>
      ) : null}
    </>
  );
  const actions = (
    <>
      {closeButton('Cancel')}
      <button
        type="button"
        className="button primary"
        disabled={columns !== undefined && (!file || column === '')}
        aria-describedby={startDescribedBy}
        onClick={() => void flow.start()}
      >
        {startLabel}
      </button>
    </>
  );
  return { body, actions };
}

/** A bar that only moves, and what the dialog is doing (checking the account, or a synchronous run). */
export function movingBarContent(
  label: string,
  message: string | null,
  closeButton: () => ReactNode,
): StepContent {
  return {
    body: (
      <>
        <ProgressBar label={label} />
        <p className="analysis-counters" aria-live="polite">
          {message}
        </p>
      </>
    ),
    actions: closeButton(),
  };
}

/** A running analysis: its progress, and Cancel while it runs in the background. */
export function runningContent<Shown, Proposal, Progress>(
  step: Extract<FlowStep<Shown, Proposal, Progress>, { step: 'running' }>,
  { flow, view, asyncMode, closeButton }: Context<Shown, Proposal, Progress>,
): StepContent {
  const running = view.running;
  if (running.kind === 'indeterminate') return movingBarContent(running.label, step.message, closeButton);
  const body = (
    <>
      <TaskProgress
        percentage={step.percentage}
        inBackground={asyncMode}
        message={step.cancelling ? 'Cancelling…' : step.message}
        label={running.label}
      />
      {step.progress !== null && running.progress ? running.progress(step.progress) : null}
    </>
  );
  const actions = asyncMode ? (
    <button type="button" className="button" disabled={step.cancelling} onClick={() => void flow.cancel()}>
      {running.cancelLabel}
    </button>
  ) : null;
  return { body, actions };
}
