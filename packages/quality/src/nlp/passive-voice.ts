import type { Finding } from '../types.js';
import { nlpFinding } from './make-finding.js';

const irregularParticiples =
  'sent|built|made|shown|kept|held|set|put|read|run|done|given|taken|written|known|seen|found|paid|sold|told|left|lost|' +
  'brought|bought|thought|caught|taught|understood|begun|chosen|drawn|driven|forgotten|frozen|hidden|spoken|stolen|' +
  'thrown|worn|broken|cut|hit|let|shut|spread|split|cast|bound|laid|led|fed|withdrawn|undone|overridden|rewritten|' +
  'used|sought|spent|meant|dealt|felt|won|hung|struck|stuck|upheld|withheld|overwritten';
/**
 * A form of 'be', optional adverbs or 'not', then a past participle: a regular '-ed' form of five letters or
 * more, or an irregular one. No tagger is needed, which keeps the layer fast; the price is that adjectives in
 * '-ed' ('is dedicated') count as participles.
 */
const passivePattern = new RegExp(
  `\\b(?:be|is|are|was|were|been|being)\\s+(?:(?:[a-z]+ly|not|also|then|always|never|still|only|further)\\s+)*([a-z]{3,}ed|${irregularParticiples})\\b`,
  'gi',
);
/** Participles that describe a state or a duty rather than an action someone performs. */
const stativeParticiples = new Set(
  'based located situated equipped composed comprised required intended supposed entitled concerned involved related interested expected allowed permitted dedicated'.split(
    ' ',
  ),
);
/** A leading EARS condition ('WHERE the module is installed, …') describes a state: only the response counts. */
const leadingCondition =
  /^\s*(?:where|when|while|if|once|after|upon|whenever|during)\b[\s\S]*?\b(?:shall|must|should|will|may|can)\b/i;
/** 'by' before the clause ends names the agent. */
const agentAhead = /^[^,;.]*?\bby\b/i;

/** 'shall be encrypted' with no 'by …' in the same clause. */
export function detectPassiveVoice(text: string): Finding[] {
  const findings: Finding[] = [];
  const condition = leadingCondition.exec(text);
  const from = condition === null ? 0 : condition[0].length;
  passivePattern.lastIndex = from;
  for (let match = passivePattern.exec(text); match !== null; match = passivePattern.exec(text)) {
    const participle = (match[1] ?? '').toLowerCase();
    const end = match.index + match[0].length;
    if (stativeParticiples.has(participle) || agentAhead.test(text.slice(end, end + 80))) continue;
    findings.push(
      nlpFinding(
        'passive-voice',
        text,
        { start: match.index, end },
        `Name who acts, in active voice, instead of '${match[0]}': the actor as the subject, then 'shall' and the action.`,
      ),
    );
  }
  return findings;
}
