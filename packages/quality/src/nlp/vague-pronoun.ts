import type { Finding } from '../types.js';
import { nlpFinding } from './make-finding.js';
import type { Token } from './tokens.js';

const singularPronouns = new Set(['it', 'this']);
const pluralPronouns = new Set(['they', 'them', 'these', 'those']);
const animateNouns = new Set(
  'user users operator operators driver drivers customer customers administrator administrators admin admins person people staff engineer engineers manager managers clerk clerks player players member members patient patients student students employee employees visitor visitors owner owners'.split(
    ' ',
  ),
);
const expletiveIt =
  /^\s*(?:(?:shall|must|should|will|may|can)\s+)?(?:be|is|was)\s+(?:\w+\s+)?(?:possible|necessary|required|mandatory|desirable|important|forbidden|prohibited|not)\b/i;
const modalWords = new Set(['shall', 'must', 'should', 'will', 'may', 'can']);

const objectPronouns = new Set(['it', 'them', 'him', 'her', 'us', 'me']);
const subordinators = new Set(
  'when whenever while if unless until once after before because since as where wherever whether that'.split(
    ' ',
  ),
);

/** A noun, unless the tagger evidently misread a verb ('display it', 'reports a fault'). */
function isNoun(token: Token, next: Token | undefined): boolean {
  if (token.pos !== 'NOUN' && token.pos !== 'PROPN') return false;
  return (
    next === undefined || !(objectPronouns.has(next.lower) || (token.pos === 'NOUN' && next.pos === 'DET'))
  );
}

/** Heads of the noun phrases before `end` (a noun not followed by another noun), except those in `excluded`. */
function candidateReferents(
  tokens: readonly Token[],
  end: number,
  plural: boolean,
  excluded: { from: number; to: number },
): string[] {
  const heads = new Set<string>();
  for (let index = 0; index < end; index += 1) {
    if (index >= excluded.from && index < excluded.to) continue;
    const token = tokens[index] as Token;
    const next = tokens[index + 1];
    if (!isNoun(token, next) || (next !== undefined && isNoun(next, tokens[index + 2]) && index + 1 < end))
      continue;
    if (plural !== token.lower.endsWith('s') || animateNouns.has(token.lower)) continue;
    heads.add(token.lower);
  }
  return [...heads];
}

/** it/this/they/them/these/those used as pronouns with no earlier noun, or with several candidates. */
export function detectVaguePronouns(text: string, tokens: readonly Token[]): Finding[] {
  const findings: Finding[] = [];
  const modal = tokens.findIndex((token) => modalWords.has(token.lower));
  tokens.forEach((token, index) => {
    const plural = pluralPronouns.has(token.lower);
    if (!plural && !singularPronouns.has(token.lower)) return;
    if (token.pos !== 'PRON') return;
    if (token.lower === 'it' && expletiveIt.test(text.slice(token.end))) return;
    // An object pronoun after the modal cannot refer to the clause's own subject ('the system shall store it').
    const subjectStart = modal === -1 ? -1 : tokens.slice(0, modal).findLastIndex((t) => t.text === ',') + 1;
    // '… shall be loaded when it changes': the subject of a subordinate clause may well be the main subject.
    const opensClause = subordinators.has(tokens[index - 1]?.lower ?? '');
    const excluded =
      index > modal && modal !== -1 && !opensClause ? { from: subjectStart, to: modal } : { from: 0, to: 0 };
    const candidates = candidateReferents(tokens, index, plural, excluded);
    if (candidates.length === 1) return;
    const why =
      candidates.length === 0
        ? 'has no earlier noun to refer to'
        : `could mean ${candidates.map((c) => `'${c}'`).join(' or ')}`;
    findings.push(
      nlpFinding(
        'vague-pronoun',
        text,
        token,
        `Replace '${token.text}' (it ${why}) with the noun it stands for.`,
      ),
    );
  });
  return findings;
}
