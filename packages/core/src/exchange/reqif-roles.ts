import { type AttributeInfo, STANDARD_ATTRIBUTES } from './reqif-names.js';

/** What an attribute of another tool becomes: the row id, a heading, the requirement text, or a column. */
export type AttributeRole = 'id' | 'chapterName' | 'name' | 'text' | 'column';

const TEXT_LIKE = /text|txt|description|requirement/i;
const ID_LIKE = /^(.*[\s._-])?(id|identifier)$/i;
/** The source tool's own bookkeeping: author, dates, where it was created. */
export const isForeign = (name: string) => name.startsWith('ReqIF.Foreign');
const same = (name: string, standard: string) => name.toLowerCase() === standard.toLowerCase();

function fixedRole(name: string): AttributeRole | undefined {
  if (same(name, STANDARD_ATTRIBUTES.foreignId)) return 'id';
  if (same(name, STANDARD_ATTRIBUTES.chapterName)) return 'chapterName';
  if (same(name, STANDARD_ATTRIBUTES.name)) return 'name';
  return undefined;
}

/** The attributes that could hold the requirement text: XHTML or STRING, not an id, heading or the tool's own. */
function textCandidates(candidates: readonly AttributeInfo[]): AttributeInfo[] {
  return candidates.filter(
    (info) =>
      (info.kind === 'XHTML' || info.kind === 'STRING') && !isForeign(info.name) && !fixedRole(info.name),
  );
}

/** The text attribute an import guessed, and the others that could be it, when the names do not say. */
export interface TextChoice {
  readonly chosen: string;
  readonly names: readonly string[];
}

/**
 * The choice of the text attribute when it is not clear: no ReqIF.Text, and not exactly one attribute
 * named like text, description or requirement among two or more names that could hold it.
 */
export function unclearTextChoice(candidates: readonly AttributeInfo[]): TextChoice | undefined {
  const usable = textCandidates(candidates);
  if (usable.some((info) => same(info.name, STANDARD_ATTRIBUTES.text))) return undefined;
  const names = [...new Set(usable.map((info) => info.name))];
  const textLike = names.filter((name) => TEXT_LIKE.test(name) && !ID_LIKE.test(name));
  const chosen = textAttributeName(candidates);
  if (names.length < 2 || textLike.length === 1 || chosen === undefined) return undefined;
  return { chosen, names };
}

/**
 * The name of the attribute that holds the requirement text, chosen by meaning: the one the user picked
 * (`preferred`); else ReqIF.Text; else an attribute named like text, description or requirement (XHTML
 * before STRING); else the first XHTML or STRING attribute that is not an id. Never a ReqIF.Foreign*
 * attribute (author, dates of the source tool).
 */
function textAttributeName(candidates: readonly AttributeInfo[], preferred?: string): string | undefined {
  const usable = textCandidates(candidates);
  const xhtmlFirst = [...usable].sort((a, b) => Number(b.kind === 'XHTML') - Number(a.kind === 'XHTML'));
  return (
    usable.find((info) => info.name === preferred) ??
    usable.find((info) => same(info.name, STANDARD_ATTRIBUTES.text)) ??
    xhtmlFirst.find((info) => TEXT_LIKE.test(info.name)) ??
    xhtmlFirst.find((info) => !ID_LIKE.test(info.name))
  )?.name;
}

/** The role of each attribute of another tool, by identifier; attributes of one name share a role. */
export function attributeRoles(
  others: readonly AttributeInfo[],
  hasOwnText: boolean,
  preferredText?: string,
): Map<string, AttributeRole> {
  const textName = hasOwnText ? undefined : textAttributeName(others, preferredText);
  const roles = new Map<string, AttributeRole>();
  for (const info of others) {
    const isText = info.name === textName && (info.kind === 'XHTML' || info.kind === 'STRING');
    roles.set(info.id, fixedRole(info.name) ?? (isText ? 'text' : 'column'));
  }
  return roles;
}
