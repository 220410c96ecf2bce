import { lexicons } from './lexicons/index.js';
import { nlpFindingKinds } from './nlp/finding-kinds.js';

const titles = new Map<string, string>([
  ...lexicons.map((lexicon) => [lexicon.category, lexicon.title] as const),
  ...Object.values(nlpFindingKinds).map((kind) => [kind.category, kind.title] as const),
]);

/** The human title of a finding category, e.g. 'Loophole (escape or open-ended clause)'. */
export function findingTitle(category: string): string {
  return titles.get(category) ?? category;
}
