import { numberWithUnit } from './text/quantity.js';

/** The measurable qualities that lift a requirement without findings from 80 towards 100 (5 points each). */
export interface QualityChecks {
  earsConformant: boolean;
  measurable: boolean;
  singleRequirement: boolean;
  sensibleLength: boolean;
}

const earsShape =
  /^(?:(?:where|while|when|if)\b[^,]*,\s*(?:then\s+)?)*(?:the|a|an|each|every)?\s*[\p{L}\p{N}][^,]*?\b(?:shall|must)\b/iu;
const modals = /\b(?:shall|must)\b/gi;
const minWords = 6;
const maxWords = 40;

export function qualityChecks(text: string): QualityChecks {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return {
    earsConformant: earsShape.test(text.trim()),
    measurable: numberWithUnit.test(text),
    singleRequirement:
      (text.match(modals)?.length ?? 0) <= 1 && !text.includes('&&') && !/\n\s*\S/.test(text.trim()),
    sensibleLength: words >= minWords && words <= maxWords,
  };
}

const checkNames: Record<keyof QualityChecks, string> = {
  earsConformant: 'EARS conformant',
  measurable: 'measurable criterion',
  singleRequirement: 'one requirement',
  sensibleLength: `${minWords}–${maxWords} words`,
};

const checkAdvice: Record<keyof QualityChecks, string> = {
  earsConformant:
    "use an EARS pattern: the subject, 'shall' and the response, with a condition first after WHEN, WHILE, IF or WHERE",
  measurable: "add a measurable criterion with a unit, e.g. 'within 2 seconds' or 'at least 99.5 %'",
  singleRequirement: 'keep one requirement per row (split the others into their own rows)',
  sensibleLength: `keep the requirement between ${minWords} and ${maxWords} words`,
};

export interface QualityScore {
  score: number;
  description: string;
  suggestion: string;
}

/** 80 plus 5 per measurable quality met: deterministic, used when no static or NLP finding fires. */
export function qualityScore(text: string): QualityScore {
  const checks = qualityChecks(text);
  const keys = Object.keys(checks) as (keyof QualityChecks)[];
  const met = keys.filter((key) => checks[key]);
  const missing = keys.filter((key) => !checks[key]);
  const score = 80 + 5 * met.length;
  const metText =
    met.length > 0 ? met.map((key) => checkNames[key]).join(', ') : 'none of the measurable qualities';
  const description = `No issues found by the static and NLP detectors (${score}): ${metText}.`;
  const suggestion =
    missing.length === 0
      ? 'No change needed: the requirement is clear, measurable and in EARS form.'
      : `To improve: ${missing.map((key) => checkAdvice[key]).join('; ')}.`;
  return { score, description, suggestion };
}
