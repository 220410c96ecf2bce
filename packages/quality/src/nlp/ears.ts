import type { Finding } from '../types.js';
import { type ExplainedSpan, isExplained, withoutExplained } from './explained.js';
import { nlpFinding } from './make-finding.js';

const modal = /\b(?:shall|must|should|will|may|can)\b/i;
const expletive =
  /^\s*(it\s+(?:shall|must|should|will|may)\s+be\s+(?:possible|necessary|required)\s+(?:for\s+(?:the\s+)?[\p{L}\p{N} -]+?\s+)?to)\b/iu;
/** Openings that state a trigger or condition without an EARS keyword, and the keyword to use instead. */
const nonEarsOpenings: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^\s*(in\s+case\s+of|in\s+case|in\s+the\s+event\s+(?:of|that)|unless)\b/i,
    'IF (and THEN before the response)',
  ],
  [/^\s*(upon|on|after|once|as\s+soon\s+as|whenever)\b/i, 'WHEN'],
  [/^\s*(during|as\s+long\s+as)\b/i, 'WHILE'],
];
/** A condition after the response: '… shall lock the account if the password is wrong'. */
const trailingCondition =
  /(?<!\b(?:time|moment|date|period|case|point|instant|situations?|cases)\s*)(,?\s+)(if|when|whenever|while|unless|in\s+case\s+of|in\s+case|once|as\s+soon\s+as)\s+(?=\S)/gi;

const keywordFor: Record<string, string> = {
  when: 'WHEN',
  whenever: 'WHEN',
  once: 'WHEN',
  'as soon as': 'WHEN',
  while: 'WHILE',
};

function sentenceBody(text: string): string {
  return text.trim().replace(/[.;]+$/, '');
}

function movedToFront(main: string, keyword: string, condition: string): string {
  const body = main.charAt(0).toLowerCase() + main.slice(1);
  const ears = keywordFor[keyword.toLowerCase().replace(/\s+/g, ' ')];
  return ears === undefined ? `IF ${condition}, THEN ${body}.` : `${ears} ${condition}, ${body}.`;
}

/**
 * 'It shall be possible for the operator to export …' → 'The operator shall be able to export …', in the
 * requirement's own words; without an actor named, only the advice.
 */
function actorAsSubject(expletive: string, rest: string): string {
  const actor = /\bfor\s+((?:the\s+)?[\p{L}\p{N} -]+?)\s+to$/iu.exec(expletive)?.[1];
  const response = sentenceBody(rest).trim();
  if (actor === undefined || response === '')
    return `Name who acts as the subject instead of '${expletive}'.`;
  const subject = actor.charAt(0).toUpperCase() + actor.slice(1);
  return `Name who acts as the subject: "${subject} shall be able to ${response}."`;
}

/** The first trailing condition after the modal whose keyword no static finding explains. */
function firstTrailingCondition(
  text: string,
  from: number,
  explained: readonly ExplainedSpan[],
): { keyword: string; start: number; end: number; mainEnd: number } | undefined {
  const tail = text.slice(from);
  trailingCondition.lastIndex = 0;
  for (let match = trailingCondition.exec(tail); match !== null; match = trailingCondition.exec(tail)) {
    const keyword = match[2];
    if (keyword === undefined) continue;
    const start = from + match.index + (match[1]?.length ?? 0);
    const end = start + keyword.length;
    if (!isExplained(explained, start, end)) return { keyword, start, end, mainEnd: from + match.index };
  }
  return undefined;
}

/**
 * EARS shape: conditions first with WHEN/WHILE/IF…THEN/WHERE, subject (not 'it') plus modal plus response.
 * Words a static finding explains (`explained`, e.g. the loophole 'if possible') are not read as a condition.
 */
export function detectNotEars(text: string, explained: readonly ExplainedSpan[] = []): Finding[] {
  const modalMatch = modal.exec(text);
  if (modalMatch === null) return [];
  const expletiveMatch = expletive.exec(text);
  if (expletiveMatch?.[1] !== undefined) {
    const start = text.indexOf(expletiveMatch[1]);
    const span = { start, end: start + expletiveMatch[1].length };
    return [nlpFinding('not-ears', text, span, actorAsSubject(expletiveMatch[1], text.slice(span.end)))];
  }
  for (const [opening, keyword] of nonEarsOpenings) {
    const match = opening.exec(text);
    if (match?.[1] === undefined) continue;
    const start = text.indexOf(match[1]);
    if (isExplained(explained, start, start + match[1].length)) continue;
    return [
      nlpFinding(
        'not-ears',
        text,
        { start, end: start + match[1].length },
        `Start the condition with the EARS keyword ${keyword} instead of '${match[1]}'.`,
      ),
    ];
  }
  const trailing = firstTrailingCondition(text, modalMatch.index, explained);
  if (trailing === undefined) return [];
  const span = { start: trailing.start, end: trailing.end };
  const main = sentenceBody(withoutExplained(text.slice(0, trailing.mainEnd), explained, modalMatch.index));
  const condition = sentenceBody(text.slice(span.end));
  return [
    nlpFinding(
      'not-ears',
      text,
      span,
      `Put the condition first (EARS): "${movedToFront(main, trailing.keyword, condition)}"`,
    ),
  ];
}
