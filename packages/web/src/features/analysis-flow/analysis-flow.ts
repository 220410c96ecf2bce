import { createStore } from 'zustand/vanilla';
import { ANALYSIS_MESSAGES } from '../../api/analysis-messages';
import { createTaskRunner } from '../../api/task-runner';
import { defaultQualityReviewColumn } from '../analysis-ui/quality-review-columns';
import type {
  AnalysisFlowDefinition,
  AnalysisFlowDeps,
  FlowContext,
  FlowRequest,
  FlowStep,
  FlowTarget,
} from './flow-definition';
import { createFlowFinish } from './flow-finish';

export interface AnalysisFlowState<Step> {
  /** The spec under analysis (its results and accepted proposals go there). */
  fileId: string | null;
  column: string;
  /** Async (progress, Cancel) when the analysis can run in the background; sync waits for one call. */
  asyncMode: boolean;
  current: Step;
}

/**
 * The state machine of an analysis dialog, for any configuration: open checks what the analysis needs and
 * shows the setup; start runs the task with its progress; the results are applied or walked through as
 * proposals; close stops the run, logs the walk and resets.
 */
export function createAnalysisFlow<Request, Results, Shown, Proposal, Progress>(
  definition: AnalysisFlowDefinition<Request, Results, Shown, Proposal, Progress>,
  deps: AnalysisFlowDeps,
) {
  type Step = FlowStep<Shown, Proposal, Progress>;
  const now = deps.now ?? Date.now;
  const store = createStore<AnalysisFlowState<Step>>()(() => ({
    fileId: null,
    column: '',
    asyncMode: definition.task.background !== undefined,
    current: { step: 'idle' },
  }));
  const set = (current: Step) => store.setState({ current });
  const runner = createTaskRunner(definition.task);
  const finish = createFlowFinish(definition, deps, store, set, now);
  /** Bumped on every open and close, so an async check for an earlier opening is ignored. */
  let generation = 0;

  const fileUnderAnalysis = (): FlowTarget | undefined => {
    const { fileId } = store.getState();
    const file = fileId ? deps.fileById(fileId) : undefined;
    return fileId && file ? { fileId, file } : undefined;
  };
  const context = (target: FlowTarget | undefined): FlowContext => ({
    target,
    user: deps.user(),
    column: store.getState().column,
  });

  function fail(message: string, request: FlowRequest<Request> | null = null) {
    const step = store.getState().current;
    const progress = step.step === 'running' && step.progress !== null ? step.progress : null;
    const failedProgress =
      progress !== null && definition.progress ? definition.progress.failed(progress) : null;
    set(definition.failure?.(message, request) ?? { step: 'failed', message, progress: failedProgress });
  }

  const running = (percentage: number, message: string, taskStep = ''): Step => ({
    step: 'running',
    percentage,
    message,
    progress: definition.progress?.of(percentage, message, taskStep) ?? null,
    cancelling: false,
  });

  async function open() {
    const opening = ++generation;
    runner.stop();
    finish.discard();
    if (definition.preparingMessage) set({ step: 'preparing', message: definition.preparingMessage });
    const target = deps.activeSpec();
    const column = target && definition.choosesColumn ? defaultQualityReviewColumn(target.file) : '';
    store.setState({ fileId: target?.fileId ?? null, column });
    const refusal = definition.refuse(context(target), 'open');
    if (refusal) return set(refusal);
    const admission = definition.admit ? await definition.admit(context(target)) : null;
    if (opening !== generation) return;
    set(admission ?? { step: 'setup', message: null });
  }

  async function start() {
    const target = definition.analyses === 'specAtStart' ? deps.activeSpec() : fileUnderAnalysis();
    const analysisId = deps.newAnalysisId?.() ?? crypto.randomUUID();
    const startContext = context(target);
    const refusal = definition.refuse(startContext, 'start');
    if (refusal) return set(refusal);
    if (!target || !analysisId) return fail(definition.missingFileMessage);
    const request = definition.request({ ...startContext, target }, analysisId);
    store.setState({ fileId: target.fileId });
    const startedAt = now();
    set(running(0, definition.startMessage));
    const result = await runner.start(request.body, {
      inBackground: store.getState().asyncMode,
      onProgress: (status) =>
        set(
          running(
            status.progress_percentage,
            status.user_message || status.current_step,
            status.current_step,
          ),
        ),
    });
    if (result.kind === 'failed') return fail(result.message, request);
    if (result.kind === 'stopped') return;
    finish.show(result.results, target, request, { analysisId, analysisMs: now() - startedAt });
  }

  return {
    store,
    open,
    setColumn: (column: string) => store.setState({ column }),
    setAsyncMode: (asyncMode: boolean) => store.setState({ asyncMode }),
    start,
    /** Cancel exists only in async mode: it stops waiting at once, and may wait for the server to stop. */
    cancel: async () => {
      const { current, asyncMode } = store.getState();
      if (!asyncMode || current.step !== 'running') return;
      const cancelling = runner.cancel();
      if (!cancelling) return;
      if (!definition.cancelWaitsForServer) return fail(ANALYSIS_MESSAGES.cancelledByUser);
      set({ ...current, cancelling: true });
      fail(await cancelling);
    },
    apply: () => finish.apply(fail),
    ...finish.decisions,
    /** Closing stops the run, logs a walk through proposals and resets the dialog. */
    close: () => {
      generation += 1;
      runner.stop();
      finish.close();
      store.setState({ fileId: null, column: '', current: { step: 'idle' } });
    },
  };
}

/** An analysis flow as its dialog sees it (the request and results types stay inside). */
export type AnalysisFlow<Shown, Proposal, Progress> = ReturnType<
  typeof createAnalysisFlow<unknown, unknown, Shown, Proposal, Progress>
>;
