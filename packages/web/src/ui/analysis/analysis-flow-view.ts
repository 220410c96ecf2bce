import type { Column, RequirementFile } from '@specwright/core';
import type { ReactNode } from 'react';
import type { AnalysisFlow } from '../../features/analysis-flow/analysis-flow';
import type { FlowBlocker, FlowStep } from '../../features/analysis-flow/flow-definition';

/** Names of the flow's steps in the product, where they differ. */
export type StepNames = Readonly<
  Partial<Record<FlowStep<unknown, unknown, unknown>['step'] | 'applying', string>>
>;

/** What the running step shows: a task's progress (with Cancel in the background), or a bar that only moves. */
export type RunningView<Progress> =
  | {
      kind: 'task';
      /** The progress bar's accessible name. */
      label: string;
      cancelLabel: string;
      /** What the progress shows besides the percentage (the score analysis phases). */
      progress?: (progress: Progress) => ReactNode;
    }
  | { kind: 'indeterminate'; label: string };

/** What a proposal view gets: the shown proposal, its edited text, the file and column under analysis. */
export interface ProposalViewContext {
  draft: string | null;
  edit: (text: string) => void;
  file: RequirementFile | undefined;
  column: string;
}

/** How an analysis' dialog looks; its steps, buttons and texts come from here, the rest is shared. */
export interface AnalysisFlowView<Shown, Proposal, Progress> {
  title: string;
  testId: string;
  /**
   * The product's names of the dialog's states (data-step), where they differ from the flow's steps;
   * `applying` names the results step while they are applied. A blocked step is named by its reason.
   */
  stepNames: StepNames;
  /** The line under the title: one for every step, or one for each step name. */
  description: string | Readonly<Record<string, string>>;
  /** Reads the open file under analysis (the app's store hook; tests may pass another). */
  useFile: (fileId: string | undefined) => RequirementFile | undefined;
  /** Before a run was asked for, the dialog shows the setup or a moving bar (while it checks the account). */
  idleShows: 'setup' | 'progress';
  setup: {
    /** The columns the setup offers; without it the analysis takes the whole spec. */
    columns?: (file: RequirementFile) => readonly Column[];
    intro?: ReactNode;
    /** Below the column choice (the cost of the quality review). */
    note?: (file: RequirementFile | undefined) => ReactNode;
    startLabel: string;
    startDescribedBy?: string;
  };
  running: RunningView<Progress>;
  /** A failed run offers Try Again (which opens the flow again). */
  retries?: boolean;
  blocked?: (blocker: FlowBlocker, close: () => void) => { body: ReactNode; actions?: ReactNode };
  results?: { body: (shown: Shown) => ReactNode; applyLabel: string; applied: (count: number) => ReactNode };
  proposals?: {
    /** 'Suggestion' or 'Proposal', and the plural the finished step uses. */
    noun: string;
    nounPlural: string;
    body: (proposal: Proposal, context: ProposalViewContext) => ReactNode;
    noProposals: string;
  };
}

export interface AnalysisFlowDialogProps<Shown, Proposal, Progress> {
  flow: AnalysisFlow<Shown, Proposal, Progress>;
  view: AnalysisFlowView<Shown, Proposal, Progress>;
  onClose: () => void;
}
