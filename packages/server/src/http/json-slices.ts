import { AppError } from './errors.js';
import { containerEnd, INVALID_JSON_MESSAGE, stringEnd, tooDeepMessage } from './json-scan.js';

/**
 * A JSON parser for large request bodies that hands the event loop back every few milliseconds, so other
 * requests are answered while a 40 MB body is read. Arrays and objects that end within WINDOW characters,
 * and strings, are parsed by JSON.parse (native, fast); larger ones are opened and read member by member.
 * It refuses early what no request may hold: nesting deeper than `maxDepth`, a list longer than `maxItems`.
 */

export interface JsonLimits {
  maxDepth: number;
  maxItems: number;
  /** Containers and strings up to this length go to JSON.parse in one piece (default WINDOW; tests cut finer). */
  window?: number;
}

export const tooManyItemsMessage = (maxItems: number) =>
  `The request holds a list of more than ${maxItems.toLocaleString('en')} items: at most that many are accepted.`;

/** Containers and strings up to this length go to JSON.parse in one piece. */
const WINDOW = 64 * 1024;
/** How long the parser keeps the event loop before handing it back. */
const SLICE_MS = 5;

type Container = unknown[] | Record<string, unknown>;
type Expect = 'first' | 'value' | 'separator' | 'key' | 'colon';

interface Frame {
  container: Container;
  expect: Expect;
  key: string;
  count: number;
}

const SCALAR = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
/** A key JSON.parse would make an own `__proto__` or `constructor` (refused, as Fastify's parser does). */
const POISONING_KEY = /"(?:__proto__|constructor|\\u00)/;

/** Space, tab, line feed, carriage return: the white space JSON allows. */
const isJsonSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const invalid = () => new AppError(400, INVALID_JSON_MESSAGE);

function refusePoisoning(key: string, value: unknown): unknown {
  const prototypeOfConstructor =
    key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype');
  if (key === '__proto__' || prototypeOfConstructor) throw invalid();
  return value;
}

/** JSON.parse, refusing keys that would poison prototypes (as Fastify's parser does); 400 when invalid. */
export function nativeParse(piece: string): unknown {
  try {
    return POISONING_KEY.test(piece) ? JSON.parse(piece, refusePoisoning) : JSON.parse(piece);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid();
  }
}

/** Where to cut a string's content near `at` so no escape sequence is split. */
function safeCut(text: string, at: number): number {
  const backslash = text.lastIndexOf('\\', at - 1);
  if (backslash < at - 6) return at;
  let run = 1;
  while (text.charCodeAt(backslash - run) === 0x5c) run++;
  return run % 2 === 1 ? backslash : at;
}

export async function parseJsonInSlices(text: string, limits: JsonLimits): Promise<unknown> {
  const window = limits.window ?? WINDOW;
  const stack: Frame[] = [];
  let index = 0;
  let sliceStart = performance.now();
  let root: unknown;
  let haveRoot = false;

  const skipSpace = () => {
    while (isJsonSpace(text.charCodeAt(index))) index++;
  };

  async function readString(): Promise<string> {
    const end = stringEnd(text, index);
    const start = index;
    index = end;
    if (end - start <= window) return nativeParse(text.slice(start, end)) as string;
    const pieces: string[] = [];
    let from = start + 1;
    while (from < end - 1) {
      const cut = Math.min(end - 1, safeCut(text, from + window * 16));
      pieces.push(nativeParse(`"${text.slice(from, cut)}"`) as string);
      from = cut;
      await yieldToEventLoop();
    }
    return pieces.join('');
  }

  function deliver(value: unknown): void {
    const frame = stack.at(-1);
    if (!frame) {
      root = value;
      haveRoot = true;
      return;
    }
    frame.count++;
    if (Array.isArray(frame.container)) {
      if (frame.count > limits.maxItems) throw new AppError(413, tooManyItemsMessage(limits.maxItems));
      frame.container.push(value);
    } else {
      frame.container[frame.key] = refusePoisoning(frame.key, value);
    }
    frame.expect = 'separator';
  }

  /** Reads the value at `index`: delivers it, or opens it as a frame when it is a large container. */
  async function readValue(): Promise<void> {
    const code = text.charCodeAt(index);
    if (code === 0x7b || code === 0x5b) {
      const end = containerEnd(
        text,
        index,
        Math.min(text.length, index + window),
        stack.length,
        limits.maxDepth,
      );
      if (end >= 0) {
        deliver(nativeParse(text.slice(index, end)));
        index = end;
        return;
      }
      if (stack.length + 1 > limits.maxDepth) throw new AppError(400, tooDeepMessage(limits.maxDepth));
      stack.push({ container: code === 0x5b ? [] : {}, expect: 'first', key: '', count: 0 });
      index++;
      return;
    }
    if (code === 0x22) return deliver(await readString());
    SCALAR.lastIndex = index;
    const scalar = SCALAR.exec(text);
    if (!scalar) throw invalid();
    index += scalar[0].length;
    deliver(JSON.parse(scalar[0]));
  }

  /** One step inside the innermost open container. */
  async function step(frame: Frame): Promise<void> {
    const isArray = Array.isArray(frame.container);
    const char = text.charAt(index);
    const closer = isArray ? ']' : '}';
    if ((frame.expect === 'first' || frame.expect === 'separator') && char === closer) {
      index++;
      stack.pop();
      return deliver(frame.container);
    }
    if (frame.expect === 'separator') {
      if (char !== ',') throw invalid();
      index++;
      frame.expect = isArray ? 'value' : 'key';
    } else if (frame.expect === 'colon') {
      if (char !== ':') throw invalid();
      index++;
      frame.expect = 'value';
    } else if (isArray || frame.expect === 'value') {
      await readValue();
    } else {
      if (char !== '"') throw invalid();
      frame.key = await readString();
      if (frame.key === '__proto__') throw invalid();
      frame.expect = 'colon';
    }
  }

  while (!haveRoot) {
    skipSpace();
    if (index >= text.length) throw invalid();
    const frame = stack.at(-1);
    if (frame) await step(frame);
    else await readValue();
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  skipSpace();
  if (index < text.length) throw invalid();
  return root;
}
