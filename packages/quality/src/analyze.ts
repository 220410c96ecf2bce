import { detectStatic } from './detectors/static-detectors.js';
import { findingTitle } from './finding-titles.js';
import { detectLanguage } from './language/detect.js';
import { detectNlp } from './nlp/detect-nlp.js';
import { detectPortugueseModal } from './nlp/modal-pt.js';
import { qualityScore } from './quality-score.js';
import { EXAMPLE_FIGURES_NOTE, suggestedRewrite } from './suggested-rewrite.js';
import type { Finding, RequirementAnalysis } from './types.js';

/** Score of an empty requirement: the spec's default score '0' (nothing to analyse, lowest band). */
export const emptyRequirementScore = 0;

/**
 * The static (5–35) and NLP (50–65) findings of one requirement, in text order. The static lexicons are those of
 * the row's detected language; a Portuguese row gets only the modal check of the NLP layer (its tagger is English).
 */
export function lintRequirement(text: string): Finding[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const language = detectLanguage(text);
  const staticFindings = detectStatic(text, language);
  const nlpFindings = language === 'pt' ? detectPortugueseModal(text) : detectNlp(text, staticFindings);
  return [...staticFindings, ...nlpFindings].sort((a, b) => a.start - b.start || a.score - b.score);
}

function describeFinding(finding: Finding): string {
  const words = finding.words.map((word) => `'${word}'`).join(', ');
  return `${findingTitle(finding.category)} (${finding.score}): ${words}`;
}

function describe(findings: readonly Finding[], deciding: Finding): string {
  const others = findings.filter((finding) => finding !== deciding);
  const head = `${describeFinding(deciding)} — ${deciding.explanation}`;
  return others.length === 0 ? head : `${head} Also: ${others.map(describeFinding).join('; ')}.`;
}

function suggest(text: string, findings: readonly Finding[], deciding: Finding): string {
  const rewrite = suggestedRewrite(text, findings, lintRequirement);
  if (rewrite === undefined) return deciding.suggestion;
  const note = rewrite.usesExampleFigures ? ` ${EXAMPLE_FIGURES_NOTE}` : '';
  return `${deciding.suggestion} Rewrite: "${rewrite.text}"${note}`;
}

/**
 * The deterministic analysis: the lowest finding score wins; with no finding, 80–100 from measurable qualities.
 * An empty text scores 0 with a message asking for a requirement.
 */
export function analyzeRequirement(text: string): RequirementAnalysis {
  if (typeof text !== 'string' || text.trim() === '') {
    return {
      score: emptyRequirementScore,
      findings: [],
      description: 'Empty requirement: there is no text to analyse.',
      suggestion:
        "Write the requirement, e.g. 'WHEN the user saves a form, the system shall store it within 2 seconds.'",
    };
  }
  const findings = lintRequirement(text);
  const deciding = findings.reduce<Finding | undefined>(
    (lowest, finding) => (lowest === undefined || finding.score < lowest.score ? finding : lowest),
    undefined,
  );
  if (deciding === undefined) return { ...qualityScore(text), findings };
  return {
    score: deciding.score,
    findings,
    description: describe(findings, deciding),
    suggestion: suggest(text, findings, deciding),
  };
}
