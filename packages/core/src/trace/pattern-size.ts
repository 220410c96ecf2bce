/**
 * An upper estimate of the size of a pattern's compiled program, read from its text alone. RE2 takes as long
 * to compile a pattern as the program it builds (a 200-character pattern can build 30,000 instructions), so
 * a pattern is measured this way before it is compiled.
 */

const COUNTED_REPEAT = /^\{(\d+)(,(\d*))?\}/;

/** Where an escape starting at `at` ends: `\x{…}`, `\p{…}` and `\P{…}` run to their brace. */
function escapeEnd(pattern: string, at: number): number {
  const kind = pattern[at + 1];
  if ((kind === 'x' || kind === 'p' || kind === 'P') && pattern[at + 2] === '{') {
    const close = pattern.indexOf('}', at + 3);
    return close < 0 ? pattern.length : close + 1;
  }
  return Math.min(at + 2, pattern.length);
}

/** Where a character class starting at `at` ends: a `]` first (after `^`) is literal, `[:name:]` nested. */
function classEnd(pattern: string, at: number): number {
  let index = at + 1;
  if (pattern[index] === '^') index += 1;
  if (pattern[index] === ']') index += 1;
  while (index < pattern.length && pattern[index] !== ']') {
    if (pattern[index] === '\\') index = escapeEnd(pattern, index);
    else if (pattern.startsWith('[:', index)) {
      const close = pattern.indexOf(':]', index + 2);
      index = close < 0 ? index + 1 : close + 2;
    } else index += 1;
  }
  return Math.min(index + 1, pattern.length);
}

/**
 * Counts each character, escape and class as one instruction, a group as what it holds and two, and a counted
 * repeat `{n}`, `{n,}` or `{n,m}` as its largest count (plus one for `{n,}`) copies of what it repeats,
 * nested repeats multiplied, as RE2 compiles them.
 */
export function patternSizeEstimate(pattern: string): number {
  /** The size so far of each open group, the whole pattern first. */
  const open: number[] = [0];
  let last = 0;
  const add = (size: number) => {
    open[open.length - 1] = (open.at(-1) ?? 0) + size;
    last = size;
  };
  for (let index = 0; index < pattern.length; ) {
    const char = pattern[index];
    const repeat = char === '{' ? COUNTED_REPEAT.exec(pattern.slice(index)) : null;
    if (repeat) {
      const [text, low, comma, high] = repeat;
      const copies = Math.max(Number(low), Number(high || 0), 1) + (comma && !high ? 1 : 0);
      open[open.length - 1] = (open.at(-1) ?? 0) + last * (copies - 1);
      last *= copies;
      index += text.length;
    } else if (char === '(') {
      open.push(0);
      last = 0;
      index += 1;
    } else if (char === ')' && open.length > 1) {
      add((open.pop() ?? 0) + 2);
      index += 1;
    } else {
      const end =
        char === '\\' ? escapeEnd(pattern, index) : char === '[' ? classEnd(pattern, index) : index + 1;
      add(1);
      index = end;
    }
  }
  return open.reduce((sum, size) => sum + size, 0);
}
