import {
  ANALYSIS_PHASES,
  type AnalysisPhase,
  isAnalysisPhase,
  phaseForPercentage,
  type ScoreLayers,
} from '@specwright/core';
/** The seven progress phases of a score analysis, in order (docs/product-rules.md, "Score analysis"). */
export const SCORE_PHASES = ANALYSIS_PHASES;
export type ScorePhase = AnalysisPhase;

export type PhaseState = 'pending' | 'running' | 'completed' | 'skipped' | 'error';
export type PhaseStates = Readonly<Record<ScorePhase, PhaseState>>;

export const PHASE_LABELS: Readonly<Record<ScorePhase, string>> = {
  validate: 'Validate requirements',
  static: 'Static detectors',
  nlp: 'NLP analysis',
  llm: 'LLM findings',
  propositions: 'Improvement propositions',
  reporting: 'Reporting',
  email: 'Email',
};

/** Words in a status message that name a phase outright (checked from the last phase back). */
const MESSAGE_HINTS: readonly [ScorePhase, RegExp][] = [
  ['email', /\b(e-?mail|notif)/i],
  ['reporting', /\breport/i],
  ['propositions', /\b(proposition|proposal|improvement|suggestion)/i],
  ['llm', /\b(llm|language model|ai model)\b/i],
  ['nlp', /\b(nlp|natural language|linguistic)/i],
  ['static', /\b(static|detector|lexicon)/i],
  ['validate', /\b(validat|queued|starting|initiali)/i],
];

/**
 * The running phase: the task's step when it is a phase name; else the one phase the message names
 * ('Sending the report e-mail'); else the percentage (also when the message names several phases).
 */
export function inferPhase(percentage: number, message: string, step = ''): ScorePhase {
  if (isAnalysisPhase(step)) return step;
  const named = MESSAGE_HINTS.filter(([, pattern]) => pattern.test(message));
  return named.length === 1 && named[0] ? named[0][0] : phaseForPercentage(percentage);
}

/** Every phase before `current` completed, `current` running (or error), the rest pending. */
export function phaseStates(current: ScorePhase, currentState: 'running' | 'error' = 'running'): PhaseStates {
  const at = SCORE_PHASES.indexOf(current);
  const states = {} as Record<ScorePhase, PhaseState>;
  SCORE_PHASES.forEach((phase, index) => {
    states[phase] = index < at ? 'completed' : index === at ? currentState : 'pending';
  });
  return states;
}

export function allPhases(state: PhaseState): PhaseStates {
  return Object.fromEntries(SCORE_PHASES.map((phase) => [phase, state])) as Record<ScorePhase, PhaseState>;
}

/**
 * The phases of a finished analysis: those whose layer did not run are skipped, not completed. The
 * language model makes the findings and the improvement propositions; no score analysis sends an email.
 */
export function finishedPhases(layers: ScoreLayers): PhaseStates {
  const ran = (didRun: boolean): PhaseState => (didRun ? 'completed' : 'skipped');
  return {
    validate: 'completed',
    static: ran(layers.static),
    nlp: ran(layers.nlp),
    llm: ran(layers.llm.used),
    propositions: ran(layers.llm.used),
    reporting: 'completed',
    email: 'skipped',
  };
}

/** Marks the running phase as the one that failed; with none running, the first pending one. */
export function failedPhases(states: PhaseStates): PhaseStates {
  const failing =
    SCORE_PHASES.find((phase) => states[phase] === 'running') ??
    SCORE_PHASES.find((phase) => states[phase] === 'pending');
  return failing ? { ...states, [failing]: 'error' } : states;
}
