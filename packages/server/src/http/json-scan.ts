import { JSON_TOO_DEEP, jsonContainerEnd, jsonStringEnd } from '@specwright/core';
import { AppError } from './errors.js';

/** The deepest nesting of arrays and objects a request body may have: far above any endpoint's schema. */
export const MAX_JSON_DEPTH = 64;

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const tooDeepMessage = (maxDepth: number) =>
  `The request body nests arrays and objects more than ${maxDepth} levels deep.`;

const QUOTE = 0x22;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;

/** The index after the closing quote of the JSON string whose opening quote is at `start`; 400 when it is not closed. */
export function stringEnd(text: string, start: number): number {
  const end = jsonStringEnd(text, start);
  if (end < 0) throw new AppError(400, INVALID_JSON_MESSAGE);
  return end;
}

/**
 * Where the array or object opening at `start` ends (the index after it), if it ends before `limit`;
 * -1 otherwise. Throws when it nests deeper than `maxDepth` counting the `outerDepth` levels around it.
 * Syntax is left to JSON.parse.
 */
export function containerEnd(
  text: string,
  start: number,
  limit: number,
  outerDepth: number,
  maxDepth: number,
): number {
  const end = jsonContainerEnd(text, start, limit, maxDepth - outerDepth);
  if (end === JSON_TOO_DEEP) throw new AppError(400, tooDeepMessage(maxDepth));
  return end;
}

/** Throws (400) when the JSON text nests arrays and objects deeper than `maxDepth`; one linear pass. */
export function assertNestingWithin(text: string, maxDepth: number): void {
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      const end = containerEnd(text, index, text.length, 0, maxDepth);
      index = end < 0 ? text.length : end;
    } else {
      index = code === QUOTE ? stringEnd(text, index) : index + 1;
    }
  }
}
