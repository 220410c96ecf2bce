import type { AdvancedProposal, QualityReviewRequirement } from '@specwright/core';
import { stem } from './terms.js';

/** At most this many gap proposals per spec: beyond that they bury the other proposals. */
export const MAX_GAP_PROPOSALS = 20;

const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'new',
  'existing',
  'any',
  'all',
  'each',
  'every',
  'their',
  'his',
  'her',
  'its',
  'my',
  'your',
  'our',
  'one',
  'multiple',
  'several',
  'single',
  'various',
  'additional',
  'specific',
  'own',
]);
// '… shall/to/can create a new project.': a create verb after a modal or 'to', then a short noun phrase
// that ends at punctuation or a preposition, so its last word is the object's head noun.
const CREATE =
  /\b(?:to|shall|must|can|may|will|should)\s+(?:be\s+able\s+to\s+)?(?:create|add|register)\s+(?:(?:a|an|the|new|one|more)\s+)*((?:[\p{L}-]+\s+)?)([\p{L}-]{3,})(?=\s*(?:[.,;:)]|$)|\s+(?:to|in|on|for|with|and|or|from|by|into|via|that|which|when|if|using)\b)/giu;
const NOT_A_NOUN = /(?:al|ful|ous|ive|able|ible|ic|less|ly)$/;
const DELETE_VERBS =
  /\b(?:delete|deletes|deleting|deletion|remove|removes|removing|removal|archive|archives|archiving|deactivate|deactivates|cancel|cancels|discard|discards)\b/i;
const SIGN_IN = /\b(?:log(?:s|ging)?\s?in|login|sign(?:s|ing)?\s?in|signin|authenticate)\b/i;
const SIGN_OUT =
  /\b(?:log(?:s|ging)?\s?out|logout|sign(?:s|ing)?\s?out|signout|session\s+(?:timeout|expir\w*))\b/i;
const PASSWORD = /\bpassword/i;
const PASSWORD_RESET =
  /\b(?:reset|forgot(?:ten)?|recover\w*|change)\b[^.]{0,40}\bpassword|\bpassword\b[^.]{0,40}\b(?:reset|recover\w*)/i;
const RISKY = /\b(upload|import|payment|pay|synchroni[sz]e|sync|connect|send)\w*/i;
const FAILURE =
  /\b(?:fail\w*|error\w*|invalid|unavailable|timeout|time\s+out|reject\w*|cannot|unable|retry|retries|exceed\w*|too\s+large)\b/i;

// Words after 'add'/'create' that are not objects a user manages ('add support for', 'create value').
const NOT_OBJECTS = new Set(
  'to the and or with for new more support ability option feature functionality capability value information data time delay up it them this that'.split(
    ' ',
  ),
);

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word) || !word.endsWith('s')) return word;
  return word.slice(0, -1);
}

interface Gap {
  anchor: string;
  reason: string;
  proposition: string;
}

function createdObjects(
  rows: readonly QualityReviewRequirement[],
): Map<string, { id: string; noun: string }> {
  const created = new Map<string, { id: string; noun: string }>();
  for (const row of rows) {
    for (const match of row.description.matchAll(CREATE)) {
      const modifiers = (match[1] ?? '')
        .trim()
        .split(/\s+/)
        .filter((word) => word !== '' && !DETERMINERS.has(word.toLowerCase()));
      const noun = singular((match[2] ?? '').toLowerCase());
      if (DETERMINERS.has(noun) || NOT_OBJECTS.has(noun) || NOT_A_NOUN.test(noun)) continue;
      const key = stem(noun);
      if (!created.has(key))
        created.set(key, { id: row.id, noun: [...modifiers, noun].join(' ').toLowerCase() });
    }
  }
  return created;
}

function lifecycleGaps(rows: readonly QualityReviewRequirement[]): Gap[] {
  const deletedWords = new Set(
    rows
      .filter((row) => DELETE_VERBS.test(row.description))
      .flatMap((row) => row.description.toLowerCase().match(/[\p{L}-]+/gu) ?? [])
      .map((word) => stem(singular(word))),
  );
  const gaps: Gap[] = [];
  for (const [key, { id, noun }] of createdObjects(rows)) {
    if (deletedWords.has(key)) continue;
    gaps.push({
      anchor: id,
      reason: `${id} creates a ${noun}, but no requirement deletes or archives one.`,
      proposition: `The system shall allow an authorised user to delete a ${noun}.`,
    });
  }
  return gaps;
}

function accountGaps(rows: readonly QualityReviewRequirement[]): Gap[] {
  const signIn = rows.find((row) => SIGN_IN.test(row.description));
  if (!signIn) return [];
  const gaps: Gap[] = [];
  if (!rows.some((row) => SIGN_OUT.test(row.description))) {
    gaps.push({
      anchor: signIn.id,
      reason: `${signIn.id} lets users sign in, but no requirement lets them sign out or ends an idle session.`,
      proposition:
        'The system shall allow a signed-in user to log out, and shall end a session after <N minutes> of inactivity.',
    });
  }
  const password = rows.find((row) => PASSWORD.test(row.description));
  if (password && !rows.some((row) => PASSWORD_RESET.test(row.description))) {
    gaps.push({
      anchor: password.id,
      reason: `${password.id} uses passwords, but no requirement covers a forgotten password.`,
      proposition:
        'The system shall allow a user who forgot their password to reset it through a link sent to their e-mail address.',
    });
  }
  return gaps;
}

function errorCaseGaps(rows: readonly QualityReviewRequirement[]): Gap[] {
  const gaps: Gap[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const action = RISKY.exec(row.description)?.[1]?.toLowerCase();
    if (!action || seen.has(stem(action))) continue;
    seen.add(stem(action));
    const handled = rows.some(
      (other) => other.description.toLowerCase().includes(stem(action)) && FAILURE.test(other.description),
    );
    if (handled) continue;
    gaps.push({
      anchor: row.id,
      reason: `${row.id} involves '${action}', but no requirement says what happens when it fails.`,
      proposition: `IF the ${action} fails, THEN the system shall keep the user's data, display an error message that names the cause, and allow the user to retry.`,
    });
  }
  return gaps;
}

function newIds(rows: readonly QualityReviewRequirement[], count: number): string[] {
  const taken = new Set(rows.map((row) => row.id));
  const ids: string[] = [];
  for (let n = 1; ids.length < count; n++) if (!taken.has(`NEW-${n}`)) ids.push(`NEW-${n}`);
  return ids;
}

/**
 * Missing requirements (proposals to 'add'): an object created but never deleted, sign-in without sign-out or
 * password reset, and a risky action (upload, import, payment, sync, connect, send) whose failure no
 * requirement handles. New rows get ids NEW-1, NEW-2 … not used in the spec.
 */
export function gapProposals(rows: readonly QualityReviewRequirement[]): AdvancedProposal[] {
  const gaps = [...accountGaps(rows), ...lifecycleGaps(rows), ...errorCaseGaps(rows)].slice(
    0,
    MAX_GAP_PROPOSALS,
  );
  const ids = newIds(rows, gaps.length);
  return gaps.map((gap, index) => ({
    id: ids[index] ?? `NEW-${index + 1}`,
    action: 'add',
    reason: gap.reason,
    description: '',
    proposition: gap.proposition,
  }));
}
