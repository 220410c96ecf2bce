/** The comparable content of a requirement: stemmed content words, with negation and numbers kept apart. */
export interface RequirementTerms {
  /** Content words without negation and with every value replaced by '#': what the sentence talks about. */
  neutral: string[];
  /** The content words before the first modal verb ('' when there is none): who or what must act. */
  subject: string;
  /** Whether the sentence is negated (not, never, no, cannot …). */
  negated: boolean;
  /** The values with the (stemmed) word that follows each: '30 minutes' → '30 minute'. */
  quantities: string[];
  /** The normalised full text without a leading section number, for exact-duplicate grouping. */
  normalized: string;
}

const STOPWORDS = new Set(
  `a an the of to in on at by for with from and or as is are be been being it its this that these those which who
  whom whose shall must should will would may can could might has have had do does did than then there their they
  them he she his her we our you your i my me us so if when while where all any each every such into onto upon per
  via`.split(/\s+/),
);
const MODALS = new Set(['shall', 'must', 'should', 'will', 'may', 'can']);
const NEGATIONS = new Set(['not', 'never', 'no', 'cannot', 'nor', 'neither', 'none']);
// Words joined by an apostrophe, a dot or a hyphen stay one token: don't, 4.5, sign-in, 9-1.
const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;
/** A value: 30, 4.5, 10,000 — not a section reference such as 3.8.2. */
const VALUE = /^\d+(?:\.\d+)?$|^\d{1,3}(?:,\d{3})+$/;
const REFERENCE = /^\d+(?:\.\d+){2,}$/;
const REFERENCE_WORDS = new Set([
  'section',
  'figure',
  'table',
  'para',
  'paragraph',
  'chapter',
  'annex',
  'appendix',
  'clause',
  'see',
  'version',
  'step',
  'item',
]);
// Section numbers and ids in front of the text ('5.2.2.12', 'REQ-12:', '3a)') are not part of what it says.
const LEADING_NUMBER = /^\s*(?:\d+(?:\.\d+)*[a-z]{0,3}\)?|[A-Z]{2,}[-_]?\d+)[.:)]?\s+/;

/** A light stemmer: enough to make plural and tense variants of one word meet (orders/ordered → order). */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2);
  if (/(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function requirementTerms(text: string): RequirementTerms {
  const words = (text.replace(LEADING_NUMBER, '').toLowerCase().match(WORD) ?? []).map((word) =>
    word.replace(/’/g, "'"),
  );
  const neutral: string[] = [];
  const quantities: string[] = [];
  let subject: string | null = null;
  let negated = false;
  words.forEach((word, index) => {
    if (subject === null && MODALS.has(word)) subject = neutral.join(' ');
    if (NEGATIONS.has(word) || word.endsWith("n't")) {
      negated = true;
      return;
    }
    if (REFERENCE.test(word)) return;
    if (VALUE.test(word)) {
      neutral.push('#');
      const unit = words[index + 1];
      const isReference = REFERENCE_WORDS.has(words[index - 1] ?? '');
      if (!isReference && unit !== undefined && !STOPWORDS.has(unit) && !VALUE.test(unit)) {
        quantities.push(`${word.replace(/,/g, '')} ${stem(unit)}`);
      }
      return;
    }
    if (!STOPWORDS.has(word)) neutral.push(stem(word));
  });
  return { neutral, subject: subject ?? '', negated, quantities, normalized: words.join(' ') };
}

/** The shingles compared by MinHash: each content word and each pair of neighbouring content words. */
export function shingles(neutral: readonly string[]): Set<string> {
  const set = new Set<string>(neutral);
  for (let index = 1; index < neutral.length; index++) set.add(`${neutral[index - 1]} ${neutral[index]}`);
  return set;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}
