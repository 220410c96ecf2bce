import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRequirementFile } from '../spec/import.js';
import type { SavedSpec } from '../spec/model.js';
import { factsOf, objectsBySpecification, rowsByHeader, squeezed } from '../test/reqif-facts.js';
import { reqifFileToSpecs, reqifToSpec, specToReqif } from './index.js';

const REAL_FOLDER = new URL('./fixtures/real/', import.meta.url);

/** The real exports the importer must read: plain .reqif files here (archives are read elsewhere). */
function realReqifFiles(): { name: string; text: string }[] {
  return readdirSync(REAL_FOLDER)
    .filter((name) => name.endsWith('.reqif'))
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, REAL_FOLDER), 'utf8') }));
}

/** Links each file holds between two objects its specifications show (SPEC-RELATIONs); the others none. */
const LINKS_PER_FILE: Readonly<Record<string, number>> = {
  'cdp4-reqifsharp-generated.reqif': 1,
  'doors-capella-sample1.reqif': 1,
  'fmstudio-traceability-template.reqif': 9,
  'microtool-objectif-rpm.reqif': 1,
  'pror-rmf-customer-reqs.reqif': 3,
  'reqif-studio-anon-01.reqif': 14,
  'rmf-specrelation-2010ns.reqif': 1,
  'rmf-tc1300.reqif': 1,
};

function imported(text: string): SavedSpec & { warnings: string[] } {
  const result = reqifToSpec(text);
  if (!result.ok) throw new Error(result.message);
  return { ...result.spec, warnings: result.warnings };
}

/** The spec after export to ReqIF and import again. */
const roundTripped = (spec: SavedSpec) =>
  imported(specToReqif(createRequirementFile(spec, { id: 'real', title: 'Real' })));

describe.each(realReqifFiles())('the real ReqIF export $name', ({ name, text }) => {
  const facts = factsOf(text);

  it('imports without an error', () => {
    expect(reqifToSpec(text)).toMatchObject({ ok: true });
  });

  it('has one row per spec object of its specification hierarchy', () => {
    expect(imported(text).rows).toHaveLength(facts.rowCount);
  });

  it('puts ReqIF.Text, when the file defines it, in the text column', () => {
    const descriptions = new Set(imported(text).rows.map((row) => squeezed(String(row.description ?? ''))));
    if (facts.definesText) expect(facts.texts.filter((value) => !descriptions.has(value))).toEqual([]);
  });

  it('otherwise takes the text from an attribute named like text, description or requirement', () => {
    if (facts.definesText || facts.textLike.length === 0) return;
    const requirements = imported(text).rows.filter((row) => row.this_is_a !== 'chapter');
    const texts = requirements.map((row) => squeezed(String(row.description ?? ''))).filter(Boolean);
    expect(texts.filter((value) => !facts.textLike.includes(value))).toEqual([]);
    expect(texts.length).toBeGreaterThan(0);
  });

  it('keeps every heading (ReqIF.ChapterName, ReqIF.Name)', () => {
    const cells = new Set(
      imported(text).rows.flatMap((row) => Object.values(row).map((value) => squeezed(String(value)))),
    );
    expect(facts.headings.filter((heading) => !cells.has(heading))).toEqual([]);
  });

  it('turns each relation between two of its rows into a link', () => {
    const links = imported(text).links ?? [];
    expect(links).toHaveLength(facts.linkCount);
    expect(links).toHaveLength(LINKS_PER_FILE[name] ?? 0);
  });

  it('comes back with the same rows, texts and links after export and re-import', () => {
    const spec = imported(text);
    const back = roundTripped(spec);
    expect(rowsByHeader(back)).toEqual(rowsByHeader(spec));
    expect(back.links ?? []).toEqual(spec.links ?? []);
  });

  it('opens one spec per specification holding objects, each with the objects it shows', () => {
    const result = reqifFileToSpecs(text, name);
    if (!result.ok) throw new Error(result.message);
    const shown = objectsBySpecification(text);
    if (shown.length <= 1) {
      expect(result.specifications.map((entry) => entry.title)).toEqual([name]);
      return;
    }
    const counts = result.specifications.map((entry) => entry.spec.rows.length);
    const expected = shown.map((ids) => ids.length);
    // Objects no specification shows go with the first.
    expected[0] = (expected[0] ?? 0) + facts.rowCount - new Set(shown.flat()).size;
    expect(counts).toEqual(expected.filter((count) => count > 0));
    for (const { spec } of result.specifications) {
      const back = roundTripped(spec);
      expect(rowsByHeader(back)).toEqual(rowsByHeader(spec));
      expect(back.links ?? []).toEqual(spec.links ?? []);
    }
  });
});
