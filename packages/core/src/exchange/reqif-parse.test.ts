import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Node } from './reqif-nodes.js';
import { parseReqif, type ReadProgress } from './reqif-parse.js';

const real = (name: string) => readFileSync(new URL(`./fixtures/real/${name}`, import.meta.url), 'utf8');

/** The spec objects of a parsed document. */
function objects(parsed: ReturnType<typeof parseReqif>): Node[] {
  if (!parsed.ok) throw new Error(parsed.message);
  const root = parsed.document['REQ-IF'] as Node;
  const content = (root['CORE-CONTENT'] as Node)['REQ-IF-CONTENT'] as Node;
  return (content['SPEC-OBJECTS'] as Node)['SPEC-OBJECT'] as Node[];
}

describe('parsing a ReqIF document in slices', () => {
  // Polarion: 101 spec objects in 200 KB, so slices of 10,000 characters cut it about 20 times.
  const text = real('polarion-anon-01.reqif');
  const whole = parseReqif(text);

  it('gives the same document as one parse, reporting progress up to the whole length', () => {
    const progress: ReadProgress[] = [];
    const sliced = parseReqif(text, { sliceChars: 10_000, onProgress: (step) => progress.push(step) });
    expect(objects(sliced)).toEqual(objects(whole));
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.map((step) => step.done)).toEqual(
      [...progress.map((step) => step.done)].sort((a, b) => a - b),
    );
    expect(progress.at(-1)).toEqual({ done: text.length, total: text.length });
  });

  it('stops after the slice holding the first objects when asked for a first look', () => {
    const first = parseReqif(text, { sliceChars: 10_000, objectLimit: 5 });
    const objects = (doc: unknown) =>
      (
        doc as {
          'REQ-IF': {
            'CORE-CONTENT': { 'REQ-IF-CONTENT': { 'SPEC-OBJECTS': { 'SPEC-OBJECT': unknown[] } } };
          };
        }
      )['REQ-IF']['CORE-CONTENT']['REQ-IF-CONTENT']['SPEC-OBJECTS']['SPEC-OBJECT'];
    if (!first.ok || !whole.ok) throw new Error('not parsed');
    const firstObjects = objects(first.document);
    expect(firstObjects.length).toBeGreaterThanOrEqual(5);
    expect(firstObjects.length).toBeLessThan(objects(whole.document).length);
    expect(firstObjects).toEqual(objects(whole.document).slice(0, firstObjects.length));
  });

  it('parses the whole document when a slice cannot be cut cleanly (an end tag inside a comment)', () => {
    const tricky = text.replace('</SPEC-OBJECT>', '</SPEC-OBJECT><!-- </SPEC-OBJECT> -->');
    expect(tricky).not.toBe(text);
    expect(objects(parseReqif(tricky, { sliceChars: 10_000 }))).toEqual(objects(parseReqif(tricky)));
  });

  it('tells the error of a broken document with its line in the whole file', () => {
    const broken = `${text.slice(0, text.lastIndexOf('</SPEC-OBJECT>'))}<oops>${text.slice(text.lastIndexOf('</SPEC-OBJECT>'))}`;
    const sliced = parseReqif(broken, { sliceChars: 10_000 });
    expect(sliced).toEqual(parseReqif(broken));
    expect(sliced.ok).toBe(false);
  });
});

describe('reading a large ReqIF document', () => {
  it('parses the 18 MB SUBSET-026 document in slices to the same spec objects as in one piece', async () => {
    const { readReqifArchive } = await import('./reqifz-read.js');
    const bytes = readFileSync(new URL('./fixtures/real/fmstudio-subset026-ch3.reqifz', import.meta.url));
    const archive = readReqifArchive(new Uint8Array(bytes));
    if (!archive.ok) throw new Error(archive.message);
    const text = archive.documents[0]?.text ?? '';
    const steps: ReadProgress[] = [];
    const sliced = objects(parseReqif(text, { onProgress: (step) => steps.push(step) }));
    expect(steps.length).toBeGreaterThan(10);
    expect(sliced).toEqual(objects(parseReqif(text, { sliceChars: Number.POSITIVE_INFINITY })));
  }, 120_000);
});
