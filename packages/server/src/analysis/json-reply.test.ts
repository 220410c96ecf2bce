import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPieces, RawJson } from './json-reply.js';

async function joined(value: unknown): Promise<string> {
  let text = '';
  for await (const piece of jsonPieces(value)) text += piece;
  return text;
}

describe('jsonPieces', () => {
  it('joins to exactly JSON.stringify of the value (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        expect(await joined(value)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('never splits a character outside the BMP between two pieces of a long text', async () => {
    // Every offset of the pair against the piece boundary: each piece must be well-formed on its own,
    // since each is written to the socket as UTF-8 by itself.
    for (const lead of [0, 1]) {
      const text = `"${'x'.repeat(lead)}${'\u{1F600}'.repeat(300_000)}"`;
      const pieces: string[] = [];
      for await (const piece of jsonPieces(new RawJson(text))) pieces.push(piece);
      expect(pieces.length).toBeGreaterThan(1);
      const halved = (piece: string) => /[\uD800-\uDBFF]$/.test(piece) || /^[\uDC00-\uDFFF]/.test(piece);
      expect(pieces.filter(halved)).toEqual([]);
      expect(pieces.join('')).toBe(text);
    }
  });

  it('sends a long list in several pieces, objects and undefined fields as JSON.stringify does', async () => {
    const value = {
      scores: Array.from({ length: 1_234 }, (_, i) => ({ id: `R${i}`, note: undefined, at: new Date(i) })),
      layers: { static: true, skipped: undefined },
      empty: [],
    };
    const pieces: string[] = [];
    for await (const piece of jsonPieces(value)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.join('')).toBe(JSON.stringify(value));
  });

  it('puts JSON text made elsewhere in as it is, a long one in several pieces (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.string(), fc.nat(), async (inner, name, cut) => {
        const text = JSON.stringify(inner);
        const split = cut % (text.length + 1);
        const data = new RawJson([text.slice(0, split), text.slice(split)]);
        expect(JSON.parse(await joined({ spec: { name, data } }))).toEqual({
          spec: { name, data: JSON.parse(text) },
        });
      }),
    );
    const long = JSON.stringify({
      rows: Array.from({ length: 20_000 }, (_, i) => ({ id: `R${i}`, text: 'x'.repeat(40) })),
    });
    const pieces: string[] = [];
    for await (const piece of jsonPieces({ data: new RawJson(long) })) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(`{"data":${long}}`);
  });
});
