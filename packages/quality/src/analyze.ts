import type { Finding, RequirementAnalysis } from './types.js';

// PLACEHOLDER (to be replaced by the static/NLP engine): no findings, neutral score.
export function lintRequirement(_text: string): Finding[] {
  return [];
}

export function analyzeRequirement(text: string): RequirementAnalysis {
  return { score: 80, findings: lintRequirement(text), description: '', suggestion: '' };
}
