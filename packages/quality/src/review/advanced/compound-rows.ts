import type { AdvancedProposal, QualityReviewRequirement } from '@specwright/core';

const MODAL = /\b(shall|must)\b/i;
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=\p{Lu})/u;
// 'S shall A and shall B' / 'S shall A; shall B': the second action has its own modal and the same subject.
const SHARED_SUBJECT = /^(.*?)\b(shall|must)\b(.+?)(?:,?\s+(?:and|or)\s+|\s*;\s*)(shall|must)\b(.+)$/is;
// 'S shall A, and T shall B': a second short subject (up to six words, no comma) with its own modal.
const SECOND_SUBJECT =
  /^(.*?\b(?:shall|must)\b.+?)(?:,\s*and\s+|\s*;\s*(?:and\s+)?)((?:[^\s,;]+\s+){1,6}?(?:shall|must)\b.+)$/is;

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[,;]$/, '');
  const capitalised = (trimmed[0]?.toUpperCase() ?? '') + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

function splitSentence(text: string): string[] {
  const shared = SHARED_SUBJECT.exec(text);
  if (shared) {
    const [, subject = '', firstModal = '', firstAction = '', secondModal = '', secondAction = ''] = shared;
    return [
      sentence(`${subject}${firstModal}${firstAction}`),
      ...splitSentence(sentence(`${subject}${secondModal}${secondAction}`)),
    ];
  }
  const second = SECOND_SUBJECT.exec(text);
  if (second) {
    const [, first = '', rest = ''] = second;
    return [sentence(first), ...splitSentence(sentence(rest))];
  }
  return [text];
}

/**
 * The separate requirements in one row, or one part when it holds a single requirement. Only explicit
 * compounds are split — several sentences with a modal verb, or one sentence with a second 'shall'/'must' —
 * since 'and' alone often joins objects ('name and address'), not requirements. A sentence without a modal
 * verb (a rationale) stays with the requirement before it.
 */
export function requirementParts(text: string): string[] {
  if (text.includes('&&')) return [text];
  const parts: string[] = [];
  for (const piece of text.trim().split(SENTENCE_BREAK)) {
    if (!MODAL.test(piece) && parts.length > 0) parts[parts.length - 1] += ` ${piece}`;
    else parts.push(...splitSentence(piece));
  }
  return parts.length > 1 ? parts : [text];
}

export function compoundProposals(rows: readonly QualityReviewRequirement[]): AdvancedProposal[] {
  return rows.flatMap((row) => {
    const parts = requirementParts(row.description);
    if (parts.length < 2) return [];
    return [
      {
        id: row.id,
        action: 'split',
        reason: `Compound requirement: ${parts.length} requirements in one row; split them so each can be traced and tested on its own.`,
        description: row.description,
        proposition: parts.join(' && '),
      },
    ];
  });
}
