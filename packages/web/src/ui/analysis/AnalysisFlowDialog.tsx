import { useStore } from 'zustand';
import type { FlowStep } from '../../features/analysis-flow/flow-definition';
import { DialogFrame } from '../dialog/DialogFrame';
import { dialogClose } from '../dialog/dialog-close';
import { Notice } from '../Notice';
import type { AnalysisFlowDialogProps, StepNames } from './analysis-flow-view';
import {
  movingBarContent,
  runningContent,
  type StepContent,
  type StepViewContext,
  setupContent,
} from './FlowSetupAndRun';
import { ProposalDecisionButtons, ProposalProgress, ProposalsFinished } from './ProposalSteps';
import './analysis.css';

function stepContent<Shown, Proposal, Progress>(
  current: FlowStep<Shown, Proposal, Progress>,
  context: StepViewContext<Shown, Proposal, Progress>,
): StepContent {
  const { flow, view, file, column, close, closeButton } = context;
  const closeOnly = (body: StepContent['body']) => ({ body, actions: closeButton() });
  switch (current.step) {
    case 'idle':
      return view.idleShows === 'setup'
        ? setupContent(null, context)
        : movingBarContent(view.running.label, null, closeButton);
    case 'preparing':
      return movingBarContent(view.running.label, current.message, closeButton);
    case 'blocked': {
      const blocked = view.blocked?.(current.blocker, close);
      return { body: blocked?.body, actions: blocked?.actions ?? closeButton() };
    }
    case 'setup':
      return setupContent(current.message, context);
    case 'running':
      return runningContent(current, context);
    case 'failed': {
      const progress = view.running.kind === 'task' ? view.running.progress : undefined;
      const body = (
        <>
          {current.progress !== null && progress ? progress(current.progress) : null}
          <Notice tone="error">{current.message}</Notice>
        </>
      );
      const retry = (
        <button type="button" className="button primary" onClick={() => void flow.open()}>
          Try Again
        </button>
      );
      return {
        body,
        actions: view.retries ? (
          <>
            {closeButton()}
            {retry}
          </>
        ) : (
          closeButton()
        ),
      };
    }
    case 'results': {
      const apply = (
        <button type="button" className="button primary" disabled={current.applying} onClick={flow.apply}>
          {view.results?.applyLabel}
        </button>
      );
      return {
        body: view.results?.body(current.shown),
        actions: (
          <>
            {closeButton()}
            {apply}
          </>
        ),
      };
    }
    case 'applied':
      return closeOnly(<Notice tone="success">{view.results?.applied(current.count)}</Notice>);
    case 'proposal': {
      const proposal = current.proposals[current.index];
      const proposals = view.proposals;
      const body =
        proposal !== undefined && proposals ? (
          <>
            <ProposalProgress step={current} noun={proposals.noun} />
            {proposals.body(proposal, { draft: current.draft, edit: flow.edit, file, column })}
          </>
        ) : null;
      return { body, actions: <ProposalDecisionButtons step={current} on={flow} /> };
    }
    case 'finished':
      return closeOnly(<ProposalsFinished step={current} nounPlural={view.proposals?.nounPlural ?? ''} />);
    case 'noProposals':
      return closeOnly(<Notice tone="success">{view.proposals?.noProposals}</Notice>);
  }
}

/** The step's name in data-step. */
function stepName(current: FlowStep<unknown, unknown, unknown>, names: StepNames): string {
  if (current.step === 'blocked') return current.blocker.reason;
  if (current.step === 'results' && current.applying) return names.applying ?? current.step;
  return names[current.step] ?? current.step;
}

/**
 * The dialog of any analysis flow: the steps every analysis shares (setup, progress, failure, the walk
 * through proposals, the end), with the texts and the analysis' own pieces from its view.
 */
export function AnalysisFlowDialog<Shown, Proposal, Progress>({
  flow,
  view,
  onClose,
}: AnalysisFlowDialogProps<Shown, Proposal, Progress>) {
  const state = useStore(flow.store);
  const file = view.useFile(state.fileId ?? undefined);
  const { close, closeButton } = dialogClose(flow.close, onClose);
  const context = { flow, view, file, column: state.column, asyncMode: state.asyncMode, close, closeButton };
  const { body, actions } = stepContent(state.current, context);
  const step = stepName(state.current, view.stepNames);
  return (
    <DialogFrame
      width="wide"
      title={view.title}
      description={typeof view.description === 'string' ? view.description : (view.description[step] ?? '')}
      onClose={close}
      testId={view.testId}
      step={step}
      actions={actions}
    >
      {body}
    </DialogFrame>
  );
}
