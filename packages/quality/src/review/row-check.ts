import type { BasicReviewStatus } from '@specwright/core';
import { lintRequirement } from '../analyze.js';
import { findingTitle } from '../finding-titles.js';
import { detectLanguage } from '../language/detect.js';
import { rewriteStaticFindings } from '../rewrite.js';
import { bindingModal } from '../rewrite-figures.js';
import { findMisspellings } from '../spelling/misspellings.js';
import type { SpellChecker } from '../spelling/spell-checker.js';
import { quotedRanges } from '../text/quoted-ranges.js';
import type { Finding } from '../types.js';
import { grammarIssues } from './grammar.js';
import { applyEdits, type TextEdit } from './text-edits.js';

export interface RowCheck {
  status: BasicReviewStatus;
  /**
   * The corrected full text: the original when nothing needs changing, '' when something needs changing
   * but there is no concrete rewrite (the reason says what to change) and for an empty row. Never a
   * template with placeholders.
   */
  proposition: string;
  reason: string;
}

export const EMPTY_ROW_REASON = 'Requirement text is empty.';
/** Static findings at or below this score (toxic, loophole, comparative, ambiguous) make a row an error. */
export const ERROR_FINDING_SCORE = 20;

const severityRank: Record<BasicReviewStatus, number> = { ok: 0, warning: 1, error: 2 };

export function worstStatus(...statuses: BasicReviewStatus[]): BasicReviewStatus {
  return statuses.reduce(
    (worst, status) => (severityRank[status] > severityRank[worst] ? status : worst),
    'ok',
  );
}

function blankQuotations(text: string): string {
  let prose = text;
  for (const { start, end } of quotedRanges(text))
    prose = prose.slice(0, start) + ' '.repeat(end - start) + prose.slice(end);
  return prose;
}

function describeFinding(finding: Finding): string {
  const words = finding.words.map((word) => `'${word}'`).join(', ');
  return `${findingTitle(finding.category)} (${finding.score})${words ? `: ${words}` : ''} — ${finding.suggestion}`;
}

/** A removed clause can leave a comma behind a modal verb: 'shall, lock' → 'shall lock'. */
function tidy(text: string): string {
  return text.replace(/\b(shall|must)\s*,\s+(?=\p{Ll})/gu, '$1 ');
}

/** 'should'/'may'/'will' → 'shall' ('poderá' → 'deve'): the one NLP finding with a safe mechanical fix. */
function weakModalEdits(findings: readonly Finding[], portuguese: boolean): TextEdit[] {
  return findings
    .filter((finding) => finding.category === 'weak-modal' && finding.end > finding.start)
    .map(({ start, end, words }) => ({ start, end, replacement: bindingModal(words.join(' '), portuguese) }));
}

/**
 * The deterministic basic review of one requirement: spelling, grammar-level checks and the static/NLP
 * detector findings, with the corrected text. error = a misspelling with a correction, wrong English
 * (doubled word, a/an) or a static finding scoring ≤ 20; warning = unknown words, form (capital letter,
 * spaces, final period) and every other finding; ok = nothing found.
 */
export function checkRow(text: string, spelling: SpellChecker): RowCheck {
  if (text.trim() === '') return { status: 'warning', proposition: '', reason: EMPTY_ROW_REASON };
  // The spell checker and the a/an check know English only: a Portuguese row gets neither.
  const portuguese = detectLanguage(text) === 'pt';
  const misspellings = portuguese ? [] : findMisspellings(text, spelling);
  const corrected = misspellings.filter((m) => m.replacement !== null);
  const unknown = misspellings.filter((m) => m.replacement === null);
  const grammar = grammarIssues(text, blankQuotations(text), !portuguese);
  const edits: TextEdit[] = [
    ...corrected.map(({ start, end, replacement }) => ({ start, end, replacement: replacement ?? '' })),
    ...grammar.map((issue) => issue.edit),
  ];
  const cleaned = applyEdits(text, edits);
  const findings = lintRequirement(cleaned);
  const modalEdits = weakModalEdits(findings, portuguese);
  const modalFixed = applyEdits(cleaned, modalEdits);
  const findingsAfterFix = modalEdits.length === 0 ? findings : lintRequirement(modalFixed);
  const rewritten = rewriteStaticFindings(modalFixed, findingsAfterFix, 'concrete');
  const correctedText = rewritten ? tidy(rewritten.text) : modalFixed;

  const reasons: string[] = [];
  if (corrected.length > 0)
    reasons.push(`Spelling: ${corrected.map((m) => `'${m.word}' → '${m.replacement}'`).join(', ')}.`);
  if (unknown.length > 0)
    reasons.push(
      `Unknown words: ${unknown.map((m) => `'${m.word}'`).join(', ')} (check the spelling or define the term).`,
    );
  for (const issue of grammar) reasons.push(issue.message);
  for (const finding of findings) reasons.push(describeFinding(finding));

  const error =
    corrected.length > 0 ||
    grammar.some((issue) => issue.severity === 'error') ||
    findings.some((finding) => finding.layer === 'static' && finding.score <= ERROR_FINDING_SCORE);
  const status: BasicReviewStatus = error ? 'error' : reasons.length > 0 ? 'warning' : 'ok';
  const proposition = status !== 'ok' && correctedText === text ? '' : correctedText;
  return { status, proposition, reason: reasons.join(' ') };
}
