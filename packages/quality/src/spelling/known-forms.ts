/**
 * Spellings a US Hunspell dictionary rejects although they are correct: typographic ligatures (ﬁ),
 * British forms (-ise, -our, -lled, -re, -ogue) and closed compounds of two known words (trackside,
 * waypoint, deregister).
 */
export function isKnownForm(word: string, isKnownWord: (word: string) => boolean): boolean {
  const plain = word.normalize('NFKC');
  if (plain !== word && isKnownWord(plain)) return true;
  const lower = plain.toLowerCase();
  if (americanVariants(lower).some(isKnownWord)) return true;
  if (isRegularPlural(lower, isKnownWord)) return true;
  if (lower.includes('-') && isKnownWord(lower.replaceAll('-', ''))) return true;
  return isCompound(lower, isKnownWord);
}

const BRITISH_TO_AMERICAN: [RegExp, string][] = [
  [/is(e|ed|es|ing|er|ers|ation|ations|able)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/our(s|ed|ing|able|ite|ites)?$/, 'or$1'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/tre(s)?$/, 'ter$1'],
  [/ogue(s)?$/, 'og$1'],
  [/gement(s)?$/, 'gment$1'],
  [/ence$/, 'ense'],
  [/oeu/, 'eu'],
  [/ae/, 'e'],
];

function americanVariants(lower: string): string[] {
  return BRITISH_TO_AMERICAN.filter(([pattern]) => pattern.test(lower)).map(([pattern, replacement]) =>
    lower.replace(pattern, replacement),
  );
}

/** jitters, procurements, integrations: a plural the dictionary lacks of a noun it knows (not companys). */
function isRegularPlural(lower: string, isKnownWord: (word: string) => boolean): boolean {
  if (!lower.endsWith('s') || lower.length < 5) return false;
  const stem = lower.slice(0, -1);
  return !/[ys]$/.test(stem) && isKnownWord(stem);
}

const MIN_PART = 3;

// Closed compounds are everywhere in technical text (trackside, waypoint, pushbutton). The price: two words
// run together ('systemshall') pass too; parts of at least three letters keep typos like 'alot' out.
function isCompound(lower: string, isKnownWord: (word: string) => boolean): boolean {
  for (let split = MIN_PART; split <= lower.length - MIN_PART; split++) {
    if (isKnownWord(lower.slice(0, split)) && isKnownWord(lower.slice(split))) return true;
  }
  // Prefixes too short to be words of their own: de-register, re-transmit, un-muting.
  const prefix = /^(de|re|un|co|bi)(?=[a-z]{5})/.exec(lower);
  return prefix !== null && isKnownWord(lower.slice(prefix[0].length));
}
