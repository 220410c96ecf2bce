import type { TextEdit } from './text-edits.js';

export interface GrammarIssue {
  /** error: wrong English (doubled word, a/an); warning: form (capital letter, spacing, final period). */
  severity: 'error' | 'warning';
  message: string;
  edit: TextEdit;
}

const WORD = /[\p{L}\p{N}'’-]+/gu;
const LEGITIMATE_DOUBLES = new Set(['that', 'had', 'is']);
// 'u' read as "you" (a user, a unique id, a URL is letter by letter and skipped as an acronym).
const CONSONANT_SOUND_U = /^(uni|us[aeiu]|ut[ei]|ur[aeiou]|ubi|euro?|eu)/i;
const SILENT_H = /^(hour|honest|honou?r|heir)/i;
const MODAL = /\b(shall|must|should|will|may|can|could|might|is required to)\b/i;

interface Word {
  text: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function startsWithVowelSound(word: string): boolean | null {
  if (/^[\p{Lu}\d]{2,}/u.test(word) || /\d/.test(word)) return null; // acronyms and numbers: unsure, skip
  const lower = word.toLowerCase();
  if (/^one\b|^once/.test(lower) || CONSONANT_SOUND_U.test(lower)) return false;
  if (SILENT_H.test(lower)) return true;
  return /^[aeiou]/.test(lower);
}

function articleIssues(words: readonly Word[]): GrammarIssue[] {
  const issues: GrammarIssue[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1];
    const article = word.text.toLowerCase();
    if (!next || (article !== 'a' && article !== 'an')) return;
    const vowel = startsWithVowelSound(next.text);
    if (vowel === null || vowel === (article === 'an')) return;
    const wanted = vowel ? 'an' : 'a';
    const replacement = word.text[0] === 'A' ? wanted[0]?.toUpperCase() + wanted.slice(1) : wanted;
    issues.push({
      severity: 'error',
      message: `'${word.text} ${next.text}' should be '${replacement} ${next.text}'.`,
      edit: { ...word, replacement },
    });
  });
  return issues;
}

function doubledWordIssues(text: string, words: readonly Word[]): GrammarIssue[] {
  const issues: GrammarIssue[] = [];
  words.forEach((word, index) => {
    const previous = words[index - 1];
    if (!previous || previous.text.toLowerCase() !== word.text.toLowerCase()) return;
    if (LEGITIMATE_DOUBLES.has(word.text.toLowerCase()) || /\d/.test(word.text)) return;
    if (!/^\s+$/.test(text.slice(previous.end, word.start))) return;
    issues.push({
      severity: 'error',
      message: `Doubled word '${previous.text} ${word.text}'.`,
      edit: { start: previous.end, end: word.end, replacement: '' },
    });
  });
  return issues;
}

function formIssues(text: string, words: readonly Word[]): GrammarIssue[] {
  const issues: GrammarIssue[] = [];
  const first = words[0];
  if (first && first.start === text.search(/\S/) && /^\p{Ll}+$/u.test(first.text)) {
    const replacement = first.text[0]?.toUpperCase() + first.text.slice(1);
    issues.push({
      severity: 'warning',
      message: 'The requirement should start with a capital letter.',
      edit: { start: first.start, end: first.start + 1, replacement: replacement[0] ?? '' },
    });
  }
  for (const match of text.matchAll(/(?<=\S)[ \t]{2,}(?=\S)/g)) {
    issues.push({
      severity: 'warning',
      message: 'Repeated spaces.',
      edit: { start: match.index, end: match.index + match[0].length, replacement: ' ' },
    });
  }
  const lead = /^\s+/.exec(text)?.[0].length ?? 0;
  if (lead > 0 && lead < text.length)
    issues.push({
      severity: 'warning',
      message: 'Leading spaces.',
      edit: { start: 0, end: lead, replacement: '' },
    });
  const trimmedEnd = text.trimEnd().length;
  if (trimmedEnd < text.length && trimmedEnd > 0)
    issues.push({
      severity: 'warning',
      message: 'Trailing spaces.',
      edit: { start: trimmedEnd, end: text.length, replacement: '' },
    });
  // Only sentences (a modal verb and four words or more) need a final period; headings and labels do not.
  const body = text.trimEnd();
  if (words.length >= 4 && MODAL.test(body) && !/[.!?:;…)"'”’\]]$/.test(body)) {
    issues.push({
      severity: 'warning',
      message: 'The requirement should end with a period.',
      edit: { start: body.length, end: body.length, replacement: '.' },
    });
  }
  return issues;
}

/**
 * Grammar-level checks of one requirement, each with the edit that fixes it: doubled words, a/an before
 * a vowel or consonant sound, a capital first letter, repeated/leading/trailing spaces and a final period.
 * `prose` is the text with quoted and code spans blanked out (same length), so quotations are not corrected.
 * Without `english` (a Portuguese row) the a/an check is left out.
 */
export function grammarIssues(text: string, prose: string = text, english = true): GrammarIssue[] {
  const words = wordsOf(prose);
  const articles = english ? articleIssues(words) : [];
  return [...doubledWordIssues(prose, words), ...articles, ...formIssues(text, wordsOf(text))];
}
