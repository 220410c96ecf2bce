import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP, jsonContainerEnd, jsonStringEnd } from './json-scan';

describe('JSON scanning', () => {
  it('finds the end of any JSON value’s text, however its strings are escaped', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, after) => {
        const text = JSON.stringify(value);
        const first = text.charCodeAt(0);
        const whole = `${text}${after}`;
        if (first === 0x22) expect(jsonStringEnd(whole, 0)).toBe(text.length);
        if (first === 0x5b || first === 0x7b) expect(jsonContainerEnd(whole, 0)).toBe(text.length);
      }),
    );
  });

  it('says when a string or container does not end, or nests too deep', () => {
    expect(jsonStringEnd('"abc\\"', 0)).toBe(-1);
    expect(jsonStringEnd('"a\\\\"b', 0)).toBe(5);
    expect(jsonContainerEnd('[1, "]", [2]', 0)).toBe(-1);
    expect(jsonContainerEnd('[[1]] tail', 0, 4)).toBe(-1);
    expect(jsonContainerEnd('[[[1]]]', 0, undefined, 3)).toBe(7);
    expect(jsonContainerEnd('[[[1]]]', 0, undefined, 2)).toBe(JSON_TOO_DEEP);
  });
});
