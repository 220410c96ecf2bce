/**
 * The parts of a requirement sentence in EARS shape: the states and features that hold (WHILE, WHERE), the
 * trigger or condition (WHEN, IF … THEN), the subject and the response after the modal verb. Sentences
 * that are not EARS still split at their modal verb; a trailing 'if …' or 'when …' is read as the condition.
 */
export interface EarsParts {
  /** WHILE states and WHERE features, in order: what holds before the test acts. */
  readonly preconditions: readonly string[];
  /** The WHEN trigger or IF condition ('' when there is none). */
  readonly trigger: string;
  /** Whether the trigger came from IF (an unwanted behaviour) rather than WHEN. */
  readonly unwanted: boolean;
  /** Who acts: the words before the modal verb ('' when there is no modal verb). */
  readonly subject: string;
  /** The modal verb as written (shall, must …; '' when there is none). */
  readonly modal: string;
  /** What the subject does: the words after the modal verb, or the whole sentence without one. */
  readonly response: string;
}

const LEADING_ID = /^\s*(?:[A-Z]{2,}[-_]?\d+|\d+(?:\.\d+)*)[.:)]?\s+/;
const LEADING_CLAUSE =
  /^\s*(when|whenever|once|while|during|where|if|in case)\s+([^,]+?)\s*,\s*(?:then\s+)?/i;
const MODAL = /\b(shall|must|should|will|may|can)\b(?:\s+not\b)?/i;
const TRAILING_CONDITION = /,?\s+\b(if|when|whenever|while|unless|once)\s+(.+)$/i;

const clean = (text: string): string =>
  text
    .trim()
    .replace(/[.;:]+$/, '')
    .replace(/\s+/g, ' ');

function clauseKind(keyword: string): 'state' | 'trigger' | 'condition' {
  const word = keyword.toLowerCase();
  if (word === 'while' || word === 'during' || word === 'where') return 'state';
  return word === 'if' || word === 'in case' ? 'condition' : 'trigger';
}

export function earsParts(text: string): EarsParts {
  let rest = clean(text.replace(LEADING_ID, ''));
  const preconditions: string[] = [];
  let trigger = '';
  let unwanted = false;
  for (let match = LEADING_CLAUSE.exec(rest); match !== null; match = LEADING_CLAUSE.exec(rest)) {
    const [whole, keyword = '', clause = ''] = match;
    const kind = clauseKind(keyword);
    if (kind === 'state') preconditions.push(clean(clause));
    else if (trigger === '') {
      trigger = clean(clause);
      unwanted = kind === 'condition';
    } else preconditions.push(clean(clause));
    rest = rest.slice(whole.length);
  }
  const modal = MODAL.exec(rest);
  if (modal === null)
    return { preconditions, trigger, unwanted, subject: '', modal: '', response: clean(rest) };
  let response = clean(rest.slice(modal.index + modal[0].length));
  const trailing = trigger === '' ? TRAILING_CONDITION.exec(response) : null;
  if (trailing !== null) {
    const keyword = (trailing[1] ?? '').toLowerCase();
    const clause = clean(trailing[2] ?? '');
    if (keyword === 'while') preconditions.push(clause);
    else {
      trigger = keyword === 'unless' ? `not ${clause}` : clause;
      unwanted = keyword === 'if' || keyword === 'unless';
    }
    response = clean(response.slice(0, trailing.index));
  }
  return {
    preconditions,
    trigger,
    unwanted,
    subject: clean(rest.slice(0, modal.index)),
    modal: clean(modal[0]),
    response,
  };
}
