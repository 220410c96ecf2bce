/**
 * Typical figures that replace a vague term in a suggested rewrite, one per family of terms: a complete
 * phrase with a number and a unit the author confirms or changes (the suggestion says they are examples).
 * `adverbial` figures go where the term was when it ends its clause ('respond quickly' → 'respond within
 * 2 seconds') and at the end of the sentence otherwise ('quickly respond to queries' → 'respond to queries
 * within 2 seconds'); the others replace the term where it is.
 */
export interface ExampleFigure {
  phrase: string;
  adverbial: boolean;
}

interface FigureFamily extends ExampleFigure {
  terms: RegExp;
}

const english: readonly FigureFamily[] = [
  {
    terms:
      /^(?:fast|quick|quickly|rapid|rapidly|promptly|swiftly|immediately|instantly|instantaneously|soon|timely|in a timely manner|without delay|as (?:fast|quickly|soon|rapidly|promptly) as (?:possible|practicable|feasible))$/,
    phrase: 'within 2 seconds',
    adverbial: true,
  },
  {
    terms: /^(?:often|frequently|periodically|regularly)$/,
    phrase: 'every 24 hours',
    adverbial: true,
  },
  {
    terms: /^(?:some|several|various|a few|a number of|a variety of|a small number of)$/,
    phrase: 'at least 3',
    adverbial: false,
  },
  {
    terms: /^(?:many|numerous|a lot of|lots of|a large number of)$/,
    phrase: 'at least 100',
    adverbial: false,
  },
];

const portuguese: readonly FigureFamily[] = [
  {
    terms:
      /^(?:rápido|rapido|rápida|rapida|rapidamente|imediatamente|instantaneamente|prontamente|o mais rápido possível|o mais rapido possivel|o quanto antes|o mais breve possível|o mais breve possivel)$/,
    phrase: 'em até 2 segundos',
    adverbial: true,
  },
  {
    terms: /^(?:frequentemente|periodicamente|regularmente)$/,
    phrase: 'a cada 24 horas',
    adverbial: true,
  },
  {
    terms: /^(?:alguns|algumas|vários|varios|várias|varias|diversos|diversas)$/,
    phrase: 'pelo menos 3',
    adverbial: false,
  },
  {
    terms: /^(?:muitos|muitas|numerosos|numerosas)$/,
    phrase: 'pelo menos 100',
    adverbial: false,
  },
];

/** The typical figure for a vague term (the matched words), or undefined when its family has none. */
export function exampleFigure(words: string, portugueseText: boolean): ExampleFigure | undefined {
  const key = words.trim().toLowerCase().replace(/\s+/g, ' ');
  const family = (portugueseText ? portuguese : english).find(({ terms }) => terms.test(key));
  return family ? { phrase: family.phrase, adverbial: family.adverbial } : undefined;
}

/**
 * 'be easy to use', 'be user-friendly', 'ser fácil de usar': ease of use as the whole criterion, with a
 * measurable usability criterion that replaces it (from 'be' on).
 */
const easeOfUse = {
  en: {
    before: /\bbe\s+(?:very\s+)?$/i,
    words:
      /^(?:easy|simple|intuitive|straightforward|user[- ]friendly|self-explanatory|easy to use|simple to use)$/i,
    after: /^(?:\s+to\s+(?:use|learn|operate|understand))?/i,
    phrase: 'let a first-time user complete each task without help within 5 minutes',
  },
  pt: {
    before: /\bser\s+(?:muito\s+)?$/i,
    words: /^(?:fácil de usar|fácil|facil|intuitivo|intuitiva|simples|amigável|amigavel)$/i,
    after: /^(?:\s+de\s+(?:usar|utilizar|aprender|operar))?/i,
    phrase: 'permitir que um usuário novo conclua cada tarefa sem ajuda em até 5 minutos',
  },
};

/** The span (from 'be'/'ser' on) and the phrase replacing an ease-of-use criterion, or undefined. */
export function easeOfUseCriterion(
  text: string,
  start: number,
  end: number,
  portugueseText: boolean,
): { start: number; end: number; phrase: string } | undefined {
  const rule = portugueseText ? easeOfUse.pt : easeOfUse.en;
  const before = rule.before.exec(text.slice(0, start));
  if (before === null || !rule.words.test(text.slice(start, end))) return undefined;
  const after = rule.after.exec(text.slice(end))?.[0] ?? '';
  return { start: before.index, end: end + after.length, phrase: rule.phrase };
}

/** The binding modal replacing a weak one: 'shall'; in Portuguese 'deve', or 'devem' for a plural ('podem'). */
export function bindingModal(weak: string, portugueseText: boolean): string {
  if (!portugueseText) return 'shall';
  return /m$/i.test(weak) ? 'devem' : 'deve';
}
