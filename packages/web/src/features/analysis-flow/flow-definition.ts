import type { Command, RequirementFile } from '@specwright/core';
import type { TaskRunnerOptions } from '../../api/task-runner';
import type {
  ProposalEditing,
  ProposalStep,
  ProposalsFinishedStep,
  WalkedAnalysis,
} from '../analysis-ui/proposal-walker';
import type { QualityReviewLogging } from '../analysis-ui/quality-review-activity';

/** Why an analysis cannot start; shown instead of its setup. */
export type FlowBlocker =
  | { reason: 'noActiveSpec' }
  | { reason: 'noUserSignedIn' }
  | { reason: 'insufficientCredits'; credits: number; needed: number };

/**
 * The steps every analysis goes through: (preparing →) setup → running → results or proposals → finished.
 * `Shown` is what a results step shows, `Progress` what a running step shows besides its percentage.
 */
export type FlowStep<Shown, Proposal, Progress> =
  | { step: 'idle' }
  | { step: 'preparing'; message: string }
  | { step: 'blocked'; blocker: FlowBlocker }
  | { step: 'setup'; message: string | null }
  | { step: 'running'; percentage: number; message: string; progress: Progress | null; cancelling: boolean }
  | { step: 'failed'; message: string; progress: Progress | null }
  | { step: 'results'; shown: Shown; applying: boolean }
  | { step: 'applied'; count: number }
  | ProposalStep<Proposal>
  | ProposalsFinishedStep
  | { step: 'noProposals' };

export interface FlowTarget {
  fileId: string;
  file: RequirementFile;
}

export type FlowUser = { uid: string; email: string } | null;

/** What a configuration gets to decide whether the analysis can open or start, and to build its request. */
export interface FlowContext {
  target: FlowTarget | undefined;
  user: FlowUser;
  column: string;
}

/** The request of one run: its body, and how many requirements it sends (for the log and the credits). */
export interface FlowRequest<Request> {
  body: Request;
  size: number;
}

/** A finish that shows the results, then applies them to the analysed file as one undo step. */
export interface ApplyResultsFinish<Results, Shown> {
  kind: 'applyResults';
  show: (results: Results, file: RequirementFile) => Shown;
  apply: (file: RequirementFile, shown: Shown) => { command: Command; label: string; count: number };
}

/** A finish that walks through the results' proposals one at a time; the walk is logged on close. */
export interface WalkProposalsFinish<Results, Proposal> {
  kind: 'walkProposals';
  /** The proposals to walk through; null when nothing was analysed (then nothing is logged). */
  proposals: (results: Results) => readonly Proposal[] | null;
  /** What the close log says about the analysis itself. */
  analysis: (
    results: Results,
    request: FlowRequest<unknown>,
  ) => Pick<WalkedAnalysis, 'analysisType' | 'analyzed'>;
  canAccept?: (proposal: Proposal) => boolean;
  editing?: ProposalEditing<Proposal>;
  /** The edit accepting one proposal makes on the file, or null when it makes none. */
  accept: (
    file: RequirementFile,
    proposal: Proposal,
    column: string,
  ) => { command: Command; label: string } | null;
  /** The edits Accept All makes, applied together as one undo step under `acceptAllLabel`. */
  acceptAll: (file: RequirementFile, proposals: readonly Proposal[], column: string) => Command[];
  acceptAllLabel: string;
  activity: QualityReviewLogging;
}

type Step<Shown, Proposal, Progress> = FlowStep<Shown, Proposal, Progress>;

/**
 * One analysis as a configuration of the analysis flow: what it checks, what it sends, how it runs and
 * shows progress, and how its results finish.
 */
export interface AnalysisFlowDefinition<Request, Results, Shown, Proposal, Progress> {
  task: TaskRunnerOptions<Request, Results>;
  /** The spec analysed: the one active when the dialog opens, or when the run starts. */
  analyses: 'specAtOpen' | 'specAtStart';
  /** Whether the setup chooses the column to analyse. */
  choosesColumn: boolean;
  /** Shown while the dialog checks what it needs before the setup (an async check follows). */
  preparingMessage?: string;
  /** The step to show instead of the setup (on open) or the run (on start), or null when it may go on. */
  refuse: (context: FlowContext, moment: 'open' | 'start') => Step<Shown, Proposal, Progress> | null;
  /** An async check on open, after `refuse` (the credits); an answer for an earlier opening is ignored. */
  admit?: (context: FlowContext) => Promise<Step<Shown, Proposal, Progress> | null>;
  request: (context: FlowContext & { target: FlowTarget }, analysisId: string) => FlowRequest<Request>;
  startMessage: string;
  /** The progress a running step shows besides the percentage, and how it looks when the run failed. */
  progress?: {
    of: (percentage: number, message: string, taskStep: string) => Progress;
    failed: (progress: Progress) => Progress;
  };
  /** The step a failed run shows (default: the failed step). */
  failure?: (message: string, request: FlowRequest<Request> | null) => Step<Shown, Proposal, Progress> | null;
  /** Whether Cancel waits for the server to stop the task, showing 'cancelling' meanwhile. */
  cancelWaitsForServer: boolean;
  /** Message when the file to apply results to is gone. */
  missingFileMessage: string;
  finish: ApplyResultsFinish<Results, Shown> | WalkProposalsFinish<Results, Proposal>;
}

/** What every analysis needs from the app (tests pass fakes). */
export interface AnalysisFlowDeps {
  activeSpec: () => FlowTarget | undefined;
  fileById: (fileId: string) => RequirementFile | undefined;
  /** Applies an edit to an open file as one undo step. */
  applyCommand: (fileId: string, command: Command, label: string) => void;
  user: () => FlowUser;
  newAnalysisId?: () => string;
  now?: () => number;
}
