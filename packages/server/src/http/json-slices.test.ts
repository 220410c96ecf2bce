import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { parseJsonInSlices } from './json-slices.js';

const unlimited = { maxDepth: 10_000, maxItems: Number.POSITIVE_INFINITY };

/** Whether JSON.parse would give `text` a key that poisons prototypes (which both parsers refuse). */
function hasPoisoningKey(text: string): boolean {
  let found = false;
  JSON.parse(text, (key, value) => {
    if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null))
      found = true;
    return value;
  });
  return found;
}

/** What the sliced parser must give: JSON.parse's value, or a 400 where JSON.parse refuses the text. */
async function expectSameAsJsonParse(text: string, window: number): Promise<void> {
  let expected: { value: unknown } | null;
  try {
    expected = { value: JSON.parse(text) };
  } catch {
    expected = null;
  }
  const parsed = parseJsonInSlices(text, { ...unlimited, window });
  if (expected === null || hasPoisoningKey(text)) {
    await expect(parsed).rejects.toSatisfy((error) => error instanceof AppError && error.statusCode === 400);
  } else {
    expect(await parsed).toStrictEqual(expected.value);
  }
}

/** JSON texts, compact or indented, with strings long enough to be cut and escapes of every kind. */
const jsonText = fc
  .tuple(
    fc.jsonValue(),
    fc.string({ unit: 'binary', minLength: 20, maxLength: 80 }),
    fc.constantFrom(undefined, 1, '\t'),
  )
  .map(([value, long, indent]) => JSON.stringify({ value, long, list: [long, value] }, null, indent));

describe('parseJsonInSlices', () => {
  it('gives exactly what JSON.parse gives, wherever the slices cut the text', async () => {
    await fc.assert(
      fc.asyncProperty(jsonText, fc.integer({ min: 1, max: 64 }), async (text, window) => {
        await expectSameAsJsonParse(text, window);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what JSON.parse refuses (a character removed, added or changed anywhere)', async () => {
    const broken = fc
      .tuple(jsonText, fc.nat(), fc.constantFrom('', ',', '"', '\\', ']', '}', '{', '[', ':', '0', 'x', ' '))
      .map(([text, at, inserted]) => {
        const index = at % text.length;
        return `${text.slice(0, index)}${inserted}${text.slice(index + 1)}`;
      });
    await fc.assert(
      fc.asyncProperty(broken, fc.integer({ min: 1, max: 64 }), async (text, window) => {
        await expectSameAsJsonParse(text, window);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses keys that would poison prototypes, however the text is cut', async () => {
    for (const text of ['{"a":{"__proto__":{"x":1}}}', '{"constructor":{"prototype":{"x":1}}}']) {
      for (const window of [1, 8, 1000]) await expectSameAsJsonParse(text, window);
    }
  });
});
