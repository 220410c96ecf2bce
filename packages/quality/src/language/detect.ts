/** The languages the static layer has lexicons for. English is the default for any text not clearly Portuguese. */
export const requirementLanguages = ['en', 'pt'] as const;
export type RequirementLanguage = (typeof requirementLanguages)[number];

/**
 * Portuguese function words, modals and frequent requirement words that are not English words. Left out on
 * purpose because English uses them too: 'a', 'as', 'no', 'do', 'e' (e-mail, e.g.), 'se', 'em' (a CSS unit),
 * 'me', 'dos' (DoS).
 */
const portugueseWords = new Set([
  'o',
  'os',
  'de',
  'da',
  'das',
  'que',
  'para',
  'um',
  'uma',
  'com',
  'não',
  'nao',
  'deveria',
  'precisa',
  'poderá',
  'é',
  'são',
  'na',
  'nas',
  'nos',
  'ao',
  'aos',
  'à',
  'pelo',
  'pela',
  'ser',
  'ou',
  'cada',
  'até',
  'após',
  'quando',
  'sistema',
  'usuário',
  'usuários',
  'utilizador',
  'também',
  'seu',
  'sua',
  'ele',
  'ela',
]);

/** English function words and modals; a sentence with as many of these as Portuguese markers stays English. */
const englishWords = new Set([
  'the',
  'shall',
  'must',
  'of',
  'and',
  'to',
  'is',
  'be',
  'for',
  'with',
  'that',
  'will',
  'should',
  'it',
  'by',
  'are',
  'an',
  'this',
  'which',
  'when',
  'from',
  'not',
  'can',
  'may',
  'each',
  'any',
  'on',
  'at',
  'in',
  'or',
  'if',
  'than',
  'all',
  'user',
  'users',
]);

/** Portuguese word endings with a tilde: 'operação', 'informações', 'não', 'padrões', 'mães'. */
const hasPortugueseEnding = (word: string) =>
  word.endsWith('ão') || word.endsWith('ões') || word.endsWith('ãos') || word.endsWith('ães');
/** Three English function words before any Portuguese marker settle it: most English rows stop scanning early. */
const settledEnglish = 3;
/** The binding modals count twice: no English text has them, and most Portuguese requirements do. */
const portugueseModals = new Set(['deve', 'devem', 'deverá', 'devera', 'deverão', 'deverao']);
const words = /[\p{L}]+/gu;

/**
 * The language of one requirement, from counts of function words (a few microseconds a row): Portuguese when the
 * Portuguese markers weigh at least 2 (a modal 'deve' alone does) and more than twice the English function words.
 * A row whose first three function words are English is English without reading further.
 * Short fragments and mixed text stay English.
 */
export function detectLanguage(text: string): RequirementLanguage {
  let portuguese = 0;
  let english = 0;
  for (const match of text.toLowerCase().matchAll(words)) {
    const word = match[0];
    const before = match.index === 0 ? '' : text.charAt(match.index - 1);
    // 'example.com', 'de-icing': a part of a name or compound is not a function word.
    if (before === '.' || before === '-' || text.charAt(match.index + word.length) === '-') continue;
    if (englishWords.has(word)) {
      english += 1;
      if (english >= settledEnglish && portuguese === 0) return 'en';
    } else if (portugueseModals.has(word)) portuguese += 2;
    else if (portugueseWords.has(word) || hasPortugueseEnding(word)) portuguese += 1;
  }
  return portuguese >= 2 && portuguese > 2 * english ? 'pt' : 'en';
}
