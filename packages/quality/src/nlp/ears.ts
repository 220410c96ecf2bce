import type { Finding } from '../types.js';
import { nlpFinding } from './make-finding.js';

const modal = /\b(?:shall|must|should|will|may|can)\b/i;
const expletive =
  /^\s*(it\s+(?:shall|must|should|will|may)\s+be\s+(?:possible|necessary|required)\s+(?:for\s+(?:the\s+)?[\p{L}\p{N} -]+?\s+)?to)\b/iu;
/** Openings that state a trigger or condition without an EARS keyword, and the keyword to use instead. */
const nonEarsOpenings: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\s*(in\s+case\s+of|in\s+case|in\s+the\s+event\s+(?:of|that)|unless)\b/i, 'IF <condition>, THEN'],
  [/^\s*(upon|on|after|once|as\s+soon\s+as|whenever)\b/i, 'WHEN <trigger>,'],
  [/^\s*(during|as\s+long\s+as)\b/i, 'WHILE <state>,'],
];
/** A condition after the response: '… shall lock the account if the password is wrong'. */
const trailingCondition =
  /(?<!\b(?:time|moment|date|period|case|point|instant|situations?|cases)\s*)(,?\s+)(if|when|whenever|while|unless|in\s+case\s+of|in\s+case|once|as\s+soon\s+as)\s+(?=\S)/i;

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

/** EARS shape: conditions first with WHEN/WHILE/IF…THEN/WHERE, subject (not 'it') plus modal plus response. */
export function detectNotEars(text: string): Finding[] {
  const modalMatch = modal.exec(text);
  if (modalMatch === null) return [];
  const expletiveMatch = expletive.exec(text);
  if (expletiveMatch?.[1] !== undefined) {
    const start = text.indexOf(expletiveMatch[1]);
    const span = { start, end: start + expletiveMatch[1].length };
    const rest = sentenceBody(text.slice(span.end));
    return [
      nlpFinding(
        'not-ears',
        text,
        span,
        `Name the system as the subject: "The <system> shall${rest ? ` ${rest.trim()}` : ' …'}."`,
      ),
    ];
  }
  for (const [opening, keyword] of nonEarsOpenings) {
    const match = opening.exec(text);
    if (match?.[1] === undefined) continue;
    const start = text.indexOf(match[1]);
    return [
      nlpFinding(
        'not-ears',
        text,
        { start, end: start + match[1].length },
        `Start the condition with an EARS keyword: '${keyword} the <system> shall <response>'.`,
      ),
    ];
  }
  const tail = text.slice(modalMatch.index);
  const trailing = trailingCondition.exec(tail);
  if (trailing?.[2] === undefined) return [];
  const keywordStart = modalMatch.index + trailing.index + (trailing[1]?.length ?? 0);
  const span = { start: keywordStart, end: keywordStart + trailing[2].length };
  const main = sentenceBody(text.slice(0, modalMatch.index + trailing.index));
  const condition = sentenceBody(text.slice(span.end));
  return [
    nlpFinding(
      'not-ears',
      text,
      span,
      `Put the condition first (EARS): "${movedToFront(main, trailing[2], condition)}"`,
    ),
  ];
}
