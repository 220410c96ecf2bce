import type { StoreApi } from 'zustand/vanilla';
import { createProposalWalker } from '../analysis-ui/proposal-walker';
import type {
  AnalysisFlowDefinition,
  AnalysisFlowDeps,
  FlowRequest,
  FlowStep,
  FlowTarget,
  WalkProposalsFinish,
} from './flow-definition';

interface FlowFileState {
  fileId: string | null;
  column: string;
  current: unknown;
}

/** What the run itself adds to the log of a walk through proposals. */
interface RunFacts {
  analysisId: string;
  analysisMs: number;
}

const NO_DECISIONS = {
  accept: () => {},
  reject: () => {},
  skip: () => {},
  acceptAll: () => {},
  edit: (_text: string) => {},
};

/** The walk through proposals of a quality review: the proposal walker, applying to the file under analysis. */
function walkProposals<Results, Proposal>(
  finish: WalkProposalsFinish<Results, Proposal>,
  deps: AnalysisFlowDeps,
  store: StoreApi<FlowFileState>,
  show: Parameters<typeof createProposalWalker<Proposal>>[0]['show'],
  now: () => number,
) {
  const analysedTarget = () => {
    const { fileId, column } = store.getState();
    const file = fileId ? deps.fileById(fileId) : undefined;
    return fileId && file ? { fileId, file, column } : null;
  };
  return createProposalWalker<Proposal>({
    ...finish.activity,
    user: deps.user,
    now,
    show,
    ...(finish.canAccept ? { canAccept: finish.canAccept } : {}),
    ...(finish.editing ? { editing: finish.editing } : {}),
    applyAccepted: (proposal) => {
      const target = analysedTarget();
      const edit = target ? finish.accept(target.file, proposal, target.column) : null;
      if (target && edit) deps.applyCommand(target.fileId, edit.command, edit.label);
    },
    applyAllAccepted: (proposals) => {
      const target = analysedTarget();
      const commands = target ? finish.acceptAll(target.file, proposals, target.column) : [];
      const label = finish.acceptAllLabel;
      if (target && commands.length > 0)
        deps.applyCommand(target.fileId, { type: 'group', label, commands }, label);
    },
  });
}

/** How an analysis' results end: shown and applied (score analysis), or walked through as proposals. */
export function createFlowFinish<Request, Results, Shown, Proposal, Progress>(
  definition: AnalysisFlowDefinition<Request, Results, Shown, Proposal, Progress>,
  deps: AnalysisFlowDeps,
  store: StoreApi<FlowFileState & { current: FlowStep<Shown, Proposal, Progress> }>,
  set: (step: FlowStep<Shown, Proposal, Progress>) => void,
  now: () => number,
) {
  const { finish } = definition;
  const walker = finish.kind === 'walkProposals' ? walkProposals(finish, deps, store, set, now) : null;

  function show(results: Results, target: FlowTarget, request: FlowRequest<Request>, run: RunFacts) {
    if (finish.kind === 'applyResults') {
      const file = deps.fileById(target.fileId) ?? target.file;
      return set({ step: 'results', shown: finish.show(results, file), applying: false });
    }
    const proposals = finish.proposals(results);
    if (proposals === null || !walker) return set({ step: 'noProposals' });
    const analysis = {
      analysisId: run.analysisId,
      totalToAnalyze: request.size,
      creditsUsed: request.size,
      analysisMs: run.analysisMs,
      ...finish.analysis(results, request),
    };
    if (!walker.begin(analysis, proposals)) set({ step: 'noProposals' });
  }

  /** Applies the shown results to the analysed file as one undo step. */
  function apply(fail: (message: string) => void) {
    const { current, fileId } = store.getState();
    if (finish.kind !== 'applyResults' || current.step !== 'results' || current.applying) return;
    set({ ...current, applying: true });
    const file = fileId ? deps.fileById(fileId) : undefined;
    if (!fileId || !file) return fail(definition.missingFileMessage);
    const { command, label, count } = finish.apply(file, current.shown);
    deps.applyCommand(fileId, command, label);
    set({ step: 'applied', count });
  }

  return {
    show,
    apply,
    decisions: walker
      ? {
          accept: walker.accept,
          reject: walker.reject,
          skip: walker.skip,
          acceptAll: walker.acceptAll,
          edit: walker.edit,
        }
      : NO_DECISIONS,
    close: () => walker?.close(),
    discard: () => walker?.discard(),
  };
}
