/**
 * The seven progress phases of an analysis (docs/product-rules.md, "States and transitions"), in order, with the percentage range each owns:
 * 15–40 static, 40–55 nlp, 55–70 llm, 70–80 propositions, 80+ reporting, 90+ email. The engine reports
 * progress in these ranges and the web app infers the running phase from them.
 */
export const ANALYSIS_PHASE_RANGES = {
  validate: [0, 15],
  static: [15, 40],
  nlp: [40, 55],
  llm: [55, 70],
  propositions: [70, 80],
  reporting: [80, 90],
  email: [90, 100],
} as const;
export type AnalysisPhase = keyof typeof ANALYSIS_PHASE_RANGES;

export const ANALYSIS_PHASES = Object.keys(ANALYSIS_PHASE_RANGES) as readonly AnalysisPhase[];

export function isAnalysisPhase(step: string): step is AnalysisPhase {
  return Object.hasOwn(ANALYSIS_PHASE_RANGES, step);
}

/** The phase a percentage falls in (the last phase whose range starts at or below it). */
export function phaseForPercentage(percentage: number): AnalysisPhase {
  let found: AnalysisPhase = 'validate';
  for (const phase of ANALYSIS_PHASES) if (percentage >= ANALYSIS_PHASE_RANGES[phase][0]) found = phase;
  return found;
}
