import type { Finding } from '../types.js';
import { detectCompound } from './compound.js';
import { detectNotEars } from './ears.js';
import type { ExplainedSpan } from './explained.js';
import { detectNotMeasurable } from './measurable.js';
import { detectModal } from './modal.js';
import { detectPassiveVoice } from './passive-voice.js';
import { type Token, tokenize } from './tokens.js';
import { detectVaguePronouns } from './vague-pronoun.js';

/** Cheap checks that decide whether the tagger is needed at all (it runs on fewer than half of real sentences). */
const needsPronounCheck = /\b(?:it|this|they|them|these|those)\b/i;
const needsCompoundCheck = /\b(?:shall|must)\b[\s\S]*\b(?:and|or)\b/i;

/**
 * The NLP layer (scores 50–65): modal, compound, pronoun, passive, measurability and EARS findings.
 * `explained`: spans of static findings, which the EARS and compound checks do not build on.
 */
export function detectNlp(text: string, explained: readonly ExplainedSpan[] = []): Finding[] {
  const findings = [
    ...detectModal(text),
    ...detectNotMeasurable(text),
    ...detectNotEars(text, explained),
    ...detectPassiveVoice(text),
  ];
  const pronoun = needsPronounCheck.test(text);
  const compound = needsCompoundCheck.test(text);
  if (pronoun || compound) {
    const tokens: Token[] = tokenize(text);
    if (compound) findings.push(...detectCompound(text, tokens, explained));
    if (pronoun) findings.push(...detectVaguePronouns(text, tokens));
  }
  return findings;
}
