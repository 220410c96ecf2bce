import { leadingQuantity } from '../text/quantity.js';
import type { MatchContext, Suppression } from './lexicon.js';

/**
 * 'more than 30 s', 'less than or equal to 5', 'greater than the configured limit'. A year after 'the' is a
 * reference, not a bound: 'stronger than the 2019 design' still needs an amount.
 */
const thanBound =
  /^\s+th[ae]n\s+(?:or\s+equal\s+to\s+)?(?:(?:the\s+)?(?:configured|specified|defined|set|permitted|allowed|maximum|minimum|threshold|limit|value|nominal|required|lower|upper|highest|lowest)\b|(?:that|those)\s+(?:which\s+(?:is|are)\s+)?(?:specified|defined|required|given)\b|the\s+(?:[a-z-]+\s+){0,3}(?:speed|limit|value|threshold|level|rate|setting|distance|temperature|pressure|amount|number|size)\b|(?:a|an)?\s*[-+±]?\d|the\s+(?!(?:19|20)\d\d\b)[-+±]?\d|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred|thousand)\b)/;

export function isFollowedByQuantity(match: MatchContext): boolean {
  return leadingQuantity.test(match.after);
}

export function hasBoundAfterThan(match: MatchContext): boolean {
  return thanBound.test(match.after);
}

const smallNumber = '(?:\\d[\\d.,]*|\\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten))';
/** 'one or more', '2 hours or less', 'five-or-more'. */
const quantityOr = new RegExp(`${smallNumber}(?:\\s*[\\p{L}%]+)?[\\s-]+or[\\s-]*$`, 'u');
/** 'two more', 'up to 3 more'; not a section number ('2.3.9 Higher data rates'). */
const quantityBefore =
  /(?<![\d.])(?:\d+(?:[.,]\d+)?|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten))\s+$/;

/** 'one or more', '2 hours or less', 'two more', 'whichever is smaller'. */
export function isQuantityOrComparative(match: MatchContext): boolean {
  return (
    quantityOr.test(match.before) ||
    quantityBefore.test(match.before) ||
    /\bwhichever\s+is\s*$/.test(match.before)
  );
}

export const boundedComparison: Suppression = {
  description: 'A comparison with a stated bound is measurable.',
  example: 'more than 30 seconds, one or more, no more than 9 MB',
  applies: (match) => hasBoundAfterThan(match) || isQuantityOrComparative(match),
};

export function wordsAfter(match: MatchContext, count: number): string[] {
  return match.after
    .trim()
    .split(/[\s,;:.()]+/)
    .filter(Boolean)
    .slice(0, count);
}

export function wordBefore(match: MatchContext): string {
  return /([\p{L}\p{N}'-]+)\W*$/u.exec(match.before)?.[1] ?? '';
}

/** An explicit reference that defines what a vague or selecting word means: a table, a section, stated criteria. */
const explicitReference =
  /\b(?:see\s+(?:section|table|figure|annex|appendix|clause)|(?:stated|specified|defined|listed|given|detailed)\s+in\s+(?:section|table|figure|annex|appendix|clause|\[)|(?:according\s+to|using|based\s+on)\s+the\s+(?:selection\s+)?criteria)\b/;

/** True when the rest of the match's sentence (up to 120 characters) cites the table, section or criteria that define it. */
export function isBoundedByReference(match: MatchContext): boolean {
  const rest = match.text.slice(match.end, match.end + 120).toLowerCase();
  const sentence = rest.split(/[.;](?:\s|$)/)[0] ?? '';
  return explicitReference.test(sentence);
}
