import type { Finding } from '../types.js';
import { type ExplainedSpan, isExplained } from './explained.js';
import { nlpFinding } from './make-finding.js';
import type { Token } from './tokens.js';

const modalWords = new Set(['shall', 'must']);
const skippable = new Set(['ADV', 'PART', 'AUX']);
const objectPronouns = new Set(['it', 'them', 'him', 'her', 'us', 'me']);

function firstModalIndex(tokens: readonly Token[]): number {
  return tokens.findIndex((token) => modalWords.has(token.lower));
}

/** The index of an 'and'/'or' after the first modal that joins two actions (the next content word is a verb). */
function joiningConjunction(
  tokens: readonly Token[],
  from: number,
  explained: readonly ExplainedSpan[],
): number {
  for (let index = from + 1; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (token.lower !== 'and' && token.lower !== 'or') continue;
    if (isExplained(explained, token.start, token.end)) continue;
    let next = index + 1;
    while (
      next < tokens.length &&
      skippable.has((tokens[next] as Token).pos) &&
      !modalWords.has((tokens[next] as Token).lower)
    )
      next += 1;
    const following = tokens[next];
    if (following === undefined) return -1;
    if (modalWords.has(following.lower)) return index;
    // 'and the system shall show': a second clause with its own subject and binding modal.
    if (secondClauseFollows(tokens, next)) return index;
    // 'the name and address.': a 'verb' with nothing after it is more likely a noun the tagger misread.
    const afterVerb = tokens[next + 1];
    if (
      following.pos === 'VERB' &&
      !isGerundModifier(following, afterVerb) &&
      afterVerb !== undefined &&
      afterVerb.pos !== 'PUNCT' &&
      afterVerb.pos !== 'CCONJ' &&
      afterVerb.lower !== 'of'
    )
      return index;
    // 'and display them': a 'noun' directly followed by an object pronoun or a determiner is a misread verb.
    if (
      following.pos === 'NOUN' &&
      afterVerb !== undefined &&
      (objectPronouns.has(afterVerb.lower) || afterVerb.pos === 'DET')
    )
      return index;
  }
  return -1;
}

/** A subject of a few words (no verb, no punctuation) directly followed by 'shall'/'must'. */
function secondClauseFollows(tokens: readonly Token[], from: number): boolean {
  for (let index = from; index < Math.min(tokens.length, from + 6); index += 1) {
    const token = tokens[index] as Token;
    if (modalWords.has(token.lower)) return index > from;
    if (token.pos === 'PUNCT' || token.pos === 'VERB' || token.pos === 'CCONJ' || token.pos === 'SCONJ')
      return false;
  }
  return false;
}

/** 'supervise train and shunting movements': an -ing word before a noun modifies it; it is not a second action. */
function isGerundModifier(word: Token, next: Token | undefined): boolean {
  return word.lower.endsWith('ing') && next !== undefined && (next.pos === 'NOUN' || next.pos === 'PROPN');
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;]+$/, '');
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** A split proposal: the text before the conjunction, and the subject plus modal with the rest. */
function splitProposal(text: string, tokens: readonly Token[], modal: number, conjunction: number): string {
  const modalToken = tokens[modal] as Token;
  const conjunctionToken = tokens[conjunction] as Token;
  const head = text.slice(0, modalToken.end);
  const subject = text.slice(0, modalToken.start);
  let rest = text.slice(conjunctionToken.end).trimStart();
  if (secondClauseFollows(tokens, conjunction + 1)) {
    return `${sentence(text.slice(0, conjunctionToken.start))} && ${sentence(rest)}`;
  }
  if (/^(?:shall|must)\b/i.test(rest)) rest = rest.replace(/^(?:shall|must)\s*/i, '');
  // 'shall log and encrypt every message': both verbs share the object.
  const sharedObject = conjunction === modal + 2 ? rest.replace(/^\S+/, '') : '';
  const first = sentence(`${text.slice(0, conjunctionToken.start).trimEnd()}${sharedObject}`);
  const second = sentence(`${subject}${head.slice(subject.length)} ${rest}`);
  return `${first} && ${second}`;
}

/** Several requirements in one: two or more binding modals, or 'and'/'or' joining two actions after the modal. */
export function detectCompound(
  text: string,
  tokens: readonly Token[],
  explained: readonly ExplainedSpan[] = [],
): Finding[] {
  const modal = firstModalIndex(tokens);
  if (modal === -1) return [];
  const conjunction = joiningConjunction(tokens, modal, explained);
  if (conjunction === -1) return [];
  const span = tokens[conjunction] as Token;
  return [
    nlpFinding(
      'compound',
      text,
      span,
      `Split into one requirement per action: ${splitProposal(text, tokens, modal, conjunction)}`,
    ),
  ];
}
