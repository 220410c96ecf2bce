import { countOf } from '../text/count.js';

/** The most links a spec kept in the account holds (a save or a new spec with more is refused). */
export const MAX_SPEC_LINKS = 200_000;

export const LINK_LIMIT_MESSAGES = {
  tooManyLinks: (count: number) =>
    `A spec can hold at most ${MAX_SPEC_LINKS.toLocaleString('en')} links; this one has ${count.toLocaleString('en')}. Remove some links first.`,
  notBetweenRows: (count: number) =>
    `${countOf(count, 'link')} of this save ${count === 1 ? 'does' : 'do'} not join two rows of the spec (a row it names is missing, or the entry is not a link). Nothing was saved.`,
  targetSpecUnreadable: (specId: string) =>
    `A link points to a spec you cannot open, or one that is gone (${specId}). Nothing was saved.`,
  targetRowsMissing: (count: number, specId: string) =>
    `${countOf(count, 'link')} of this save ${count === 1 ? 'points' : 'point'} to a row the spec ${specId} does not hold. Nothing was saved.`,
  selfSpecTarget: 'A link to a row of the same spec does not name a spec. Nothing was saved.',
} as const;
