import { countOf } from '../text/count.js';

/** The most links a spec kept in the account holds (a save or a new spec with more is refused). */
export const MAX_SPEC_LINKS = 200_000;

export const LINK_LIMIT_MESSAGES = {
  tooManyLinks: (count: number) =>
    `A spec can hold at most ${MAX_SPEC_LINKS.toLocaleString('en')} links; this one has ${count.toLocaleString('en')}. Remove some links first.`,
  notBetweenRows: (count: number) =>
    `${countOf(count, 'link')} of this save ${count === 1 ? 'does' : 'do'} not join two rows of the spec (a row it names is missing, or the entry is not a link). Nothing was saved.`,
} as const;
