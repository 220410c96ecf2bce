/**
 * Literal texts a regular expression cannot match without: every match contains at least one of them, or the text
 * its positive lookarounds look at does. The static layer tests them first, so a lexicon's full pattern runs only
 * on a text that could match it.
 *
 * Reads the syntax the lexicons use: literals and escapes, classes, groups, lookarounds, alternation and
 * quantifiers. Only ASCII characters count as literals, lower-cased; a class, a shorthand such as `\s` or `\p{L}`,
 * a non-ASCII character, an assertion or an optional part breaks a literal run and adds nothing.
 */

type PatternNode =
  | { kind: 'char'; char: string }
  | { kind: 'other' }
  | { kind: 'group'; alternatives: PatternNode[][]; required: boolean };

const shorthandEscapes = new Set([...'dDwWsSbBnrtfv0123456789']);

class SourceReader {
  index = 0;
  constructor(readonly source: string) {}

  get done(): boolean {
    return this.index >= this.source.length;
  }

  peek(): string {
    return this.source.charAt(this.index);
  }
}

function readClass(reader: SourceReader): void {
  reader.index += 1;
  while (!reader.done && reader.peek() !== ']') reader.index += reader.peek() === '\\' ? 2 : 1;
  reader.index += 1;
}

function readEscape(reader: SourceReader): PatternNode {
  const next = reader.source.charAt(reader.index + 1);
  if (
    next === 'p' ||
    next === 'P' ||
    next === 'k' ||
    (next === 'u' && reader.source.charAt(reader.index + 2) === '{')
  ) {
    const close = reader.source.indexOf(next === 'k' ? '>' : '}', reader.index);
    reader.index = close === -1 ? reader.source.length : close + 1;
    return { kind: 'other' };
  }
  if (next === 'u' || next === 'x') {
    const digits = next === 'u' ? 4 : 2;
    const code = Number.parseInt(reader.source.slice(reader.index + 2, reader.index + 2 + digits), 16);
    reader.index += 2 + digits;
    return code < 0x80 ? { kind: 'char', char: String.fromCharCode(code).toLowerCase() } : { kind: 'other' };
  }
  reader.index += 2;
  if (shorthandEscapes.has(next) || next === 'c') return { kind: 'other' };
  return next.charCodeAt(0) < 0x80 ? { kind: 'char', char: next.toLowerCase() } : { kind: 'other' };
}

const quantifierPattern = /(?:[?*+]|\{(\d+)(?:,\d*)?\})\??/y;
const groupOpeningPattern = /\((\?<?[=!])?(?:\?<[^>=!][^>]*>|\?:)?/y;

/** The least number of times the quantifier at the reader repeats its atom, or null when there is none. */
function readQuantifierMinimum(reader: SourceReader): number | null {
  quantifierPattern.lastIndex = reader.index;
  const quantifier = quantifierPattern.exec(reader.source);
  if (!quantifier) return null;
  reader.index += quantifier[0].length;
  const symbol = quantifier[0].charAt(0);
  if (symbol === '+') return 1;
  if (symbol === '{') return Number(quantifier[1]);
  return 0;
}

function readGroup(reader: SourceReader): PatternNode {
  groupOpeningPattern.lastIndex = reader.index;
  const lookaround = groupOpeningPattern.exec(reader.source);
  const opening = lookaround?.[0] ?? '(';
  const negative = lookaround?.[1]?.endsWith('!') ?? false;
  reader.index += opening.length;
  const alternatives = readAlternatives(reader);
  reader.index += 1;
  return { kind: 'group', alternatives, required: !negative };
}

function readAtom(reader: SourceReader): PatternNode {
  const char = reader.peek();
  if (char === '\\') return readEscape(reader);
  if (char === '[') {
    readClass(reader);
    return { kind: 'other' };
  }
  if (char === '(') return readGroup(reader);
  reader.index += 1;
  if (char === '.' || char === '^' || char === '$' || char.charCodeAt(0) >= 0x80) return { kind: 'other' };
  return { kind: 'char', char: char.toLowerCase() };
}

function readSequence(reader: SourceReader): PatternNode[] {
  const sequence: PatternNode[] = [];
  while (!reader.done && reader.peek() !== '|' && reader.peek() !== ')') {
    const atom = readAtom(reader);
    const minimum = readQuantifierMinimum(reader);
    // An optional atom adds nothing; a repeated character is no longer next to the characters around it.
    if (minimum === 0 || (minimum !== null && atom.kind === 'char')) sequence.push({ kind: 'other' });
    else sequence.push(atom);
  }
  return sequence;
}

function readAlternatives(reader: SourceReader): PatternNode[][] {
  const alternatives = [readSequence(reader)];
  while (reader.peek() === '|') {
    reader.index += 1;
    alternatives.push(readSequence(reader));
  }
  return alternatives;
}

/** The shortest literal of a set: the longer, the fewer texts contain one by chance. */
const strength = (literals: readonly string[]) => Math.min(...literals.map((literal) => literal.length));

function requiredOfSequence(sequence: readonly PatternNode[]): string[] | null {
  const candidates: string[][] = [];
  let run = '';
  const endRun = () => {
    if (run !== '') candidates.push([run]);
    run = '';
  };
  for (const node of sequence) {
    if (node.kind === 'char') {
      run += node.char;
      continue;
    }
    endRun();
    if (node.kind === 'group' && node.required) {
      const required = requiredOfAlternatives(node.alternatives);
      if (required !== null) candidates.push(required);
    }
  }
  endRun();
  if (candidates.length === 0) return null;
  return candidates.reduce((best, candidate) => (strength(candidate) > strength(best) ? candidate : best));
}

function requiredOfAlternatives(alternatives: readonly PatternNode[][]): string[] | null {
  const literals = new Set<string>();
  for (const sequence of alternatives) {
    const required = requiredOfSequence(sequence);
    if (required === null) return null;
    for (const literal of required) literals.add(literal);
  }
  return [...literals];
}

/** Lower-case ASCII literals of which every match of `source` needs one, or null when none can be read. */
export function requiredLiterals(source: string): string[] | null {
  const reader = new SourceReader(source);
  const alternatives = readAlternatives(reader);
  if (!reader.done) return null;
  return requiredOfAlternatives(alternatives);
}
