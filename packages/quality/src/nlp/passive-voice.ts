import type { Finding } from '../types.js';
import { nlpFinding } from './make-finding.js';
import type { Token } from './tokens.js';

const modalWords = new Set(['shall', 'must', 'should', 'will', 'may', 'can']);
const conditionKeywords = new Set([
  'where',
  'when',
  'while',
  'if',
  'once',
  'after',
  'upon',
  'whenever',
  'during',
]);
const beForms = new Set(['be', 'is', 'are', 'was', 'were', 'been', 'being']);
const irregularParticiples = new Set(
  (
    'sent built made shown kept held set put read run done given taken written known seen found paid sold told left lost ' +
    'brought bought thought caught taught understood begun chosen drawn driven forgotten frozen hidden spoken stolen ' +
    'thrown worn broken cut hit let shut spread split cast bound laid led fed withdrawn undone overridden rewritten ' +
    'shut sought spent meant dealt felt won hung struck stuck upheld withheld overwritten'
  ).split(' '),
);
/** Participles that describe a state or a duty rather than an action someone performs. */
const stativeParticiples = new Set(
  'based located situated equipped composed comprised required intended supposed entitled concerned involved related interested expected allowed permitted dedicated'.split(
    ' ',
  ),
);

function isParticiple(token: Token): boolean {
  if (token.pos !== 'VERB' && token.pos !== 'ADJ') return false;
  if (irregularParticiples.has(token.lower)) return true;
  return token.lower.length > 4 && token.lower.endsWith('ed');
}

function hasAgent(tokens: readonly Token[], from: number): boolean {
  for (let index = from; index < Math.min(tokens.length, from + 10); index += 1) {
    const token = tokens[index] as Token;
    if (token.lower === 'by') return true;
    if (token.lower === ';' || token.pos === 'CCONJ' || token.pos === 'SCONJ') return false;
  }
  return false;
}

/** 'shall be encrypted' with no 'by …': a form of be, optional adverbs/'not', then a past participle. */
export function detectPassiveVoice(text: string, tokens: readonly Token[]): Finding[] {
  const findings: Finding[] = [];
  // A passive in a leading EARS condition ('WHERE the module is installed, …') describes a state: only the response counts.
  const modal = tokens.findIndex((token) => modalWords.has(token.lower));
  const from = modal > 0 && conditionKeywords.has(tokens[0]?.lower ?? '') ? modal : 0;
  for (let index = from; index < tokens.length; index += 1) {
    const be = tokens[index] as Token;
    if (!beForms.has(be.lower)) continue;
    let next = index + 1;
    while (
      next < tokens.length &&
      ((tokens[next] as Token).pos === 'ADV' || (tokens[next] as Token).lower === 'not')
    )
      next += 1;
    const participle = tokens[next];
    if (participle === undefined || !isParticiple(participle) || stativeParticiples.has(participle.lower))
      continue;
    if (hasAgent(tokens, next + 1)) continue;
    findings.push(
      nlpFinding(
        'passive-voice',
        text,
        { start: be.start, end: participle.end },
        `Name who acts, in active voice: 'The <system> shall <verb> <object>' instead of '${text.slice(be.start, participle.end)}'.`,
      ),
    );
    index = next;
  }
  return findings;
}
