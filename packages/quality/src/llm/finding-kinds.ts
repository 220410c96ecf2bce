/**
 * The semantic problems the language model looks for (score band 70–75 of docs/product-rules.md, "Constants and limits"): what word lists and
 * grammar rules cannot see. Exported so the Score Analysis documentation page lists them from the code.
 */
export const llmFindingKinds = [
  {
    category: 'unverifiable',
    score: 70,
    title: 'Not verifiable',
    explanation: 'No test, inspection, analysis or demonstration could show that the requirement is met.',
  },
  {
    category: 'incomplete',
    score: 71,
    title: 'Incomplete',
    explanation: 'The actor, the trigger or condition, or the expected response is missing.',
  },
  {
    category: 'ambiguous-meaning',
    score: 72,
    title: 'Ambiguous meaning',
    explanation: 'The sentence can reasonably be read in two different ways.',
  },
  {
    category: 'infeasible',
    score: 73,
    title: 'Infeasible',
    explanation:
      'The requirement asks for something technically or practically unrealistic (100% uptime, zero errors).',
  },
  {
    category: 'implementation-bias',
    score: 74,
    title: 'Prescribes the design',
    explanation: 'It states how to build the system instead of what the system must do.',
  },
  {
    category: 'terminology',
    score: 75,
    title: 'Undefined term',
    explanation: 'It relies on a term or abbreviation that is undefined or used inconsistently.',
  },
] as const;

export type LlmFindingCategory = (typeof llmFindingKinds)[number]['category'];

const scoreByCategory = new Map<string, number>(llmFindingKinds.map((kind) => [kind.category, kind.score]));

/** The band score of a model-reported category; an unknown category counts as the mildest (75). */
export function llmFindingScore(category: string): number {
  return scoreByCategory.get(category.trim().toLowerCase()) ?? 75;
}
