import { type CommentPerson, mentionQueryAt } from '@specwright/core';

/** The most names the list under a comment box offers at once. */
export const MAX_MENTION_OFFERS = 6;

/** What the list under a comment box offers while an `@Name` is typed. */
export interface MentionOffer {
  /** Where the '@' is. */
  start: number;
  names: string[];
}

/** The members whose names start with (else contain) what is typed after the '@' before the caret. */
export function mentionOffer(
  text: string,
  caret: number,
  members: readonly CommentPerson[],
  ownId: string | null,
): MentionOffer | null {
  const typed = mentionQueryAt(text, caret);
  if (!typed) return null;
  const query = typed.query.toLowerCase();
  const names = [
    ...new Set(members.filter((member) => member.id !== ownId).map((member) => member.name.trim())),
  ].filter((name) => name !== '');
  const starting = names.filter((name) => name.toLowerCase().startsWith(query));
  const containing = names.filter((name) => !starting.includes(name) && name.toLowerCase().includes(query));
  const offered = [...starting, ...containing].slice(0, MAX_MENTION_OFFERS);
  return offered.length > 0 ? { start: typed.start, names: offered } : null;
}

/** The text with the typed `@…` before the caret replaced by `@Name `, and where the caret goes. */
export function pickMention(
  text: string,
  caret: number,
  start: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: `${text.slice(0, start)}${inserted}${rest}`, caret: start + inserted.length };
}
