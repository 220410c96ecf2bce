import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createRequirementFile } from '../spec/import.js';
import { rowsByHeader } from '../test/reqif-facts.js';
import {
  EXCHANGE_MESSAGES,
  type ReqifArchiveImport,
  reqifArchiveToSpecs,
  reqifToSpec,
  specToReqif,
} from './index.js';
import { splitSpecifications } from './reqif-split.js';

const realArchive = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/real/${name}.reqifz`, import.meta.url)));

function opened(result: ReqifArchiveImport) {
  if (!result.ok) throw new Error(result.message);
  return result.specifications;
}

/** A ReqIF document whose specifications each show the objects listed for them; `loose` no one shows. */
function reqif(specifications: readonly (readonly string[])[], loose: readonly string[] = []): string {
  const ids = [...specifications.flat(), ...loose];
  const object = (id: string) =>
    `<SPEC-OBJECT IDENTIFIER="${id}"><VALUES><ATTRIBUTE-VALUE-STRING THE-VALUE="text of ${id}"><DEFINITION><ATTRIBUTE-DEFINITION-STRING-REF>text</ATTRIBUTE-DEFINITION-STRING-REF></DEFINITION></ATTRIBUTE-VALUE-STRING></VALUES></SPEC-OBJECT>`;
  const hierarchy = (id: string) =>
    `<SPEC-HIERARCHY IDENTIFIER="h-${id}"><OBJECT><SPEC-OBJECT-REF>${id}</SPEC-OBJECT-REF></OBJECT></SPEC-HIERARCHY>`;
  const specification = (objects: readonly string[], index: number) =>
    `<SPECIFICATION IDENTIFIER="s${index}" LONG-NAME="Spec ${index + 1}"><CHILDREN>${objects.map(hierarchy).join('')}</CHILDREN></SPECIFICATION>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<REQ-IF xmlns="http://www.omg.org/spec/ReqIF/20110401/reqif.xsd"><CORE-CONTENT><REQ-IF-CONTENT>
<SPEC-TYPES><SPEC-OBJECT-TYPE IDENTIFIER="t"><SPEC-ATTRIBUTES><ATTRIBUTE-DEFINITION-STRING IDENTIFIER="text" LONG-NAME="Text"/></SPEC-ATTRIBUTES></SPEC-OBJECT-TYPE></SPEC-TYPES>
<SPEC-OBJECTS>${ids.map(object).join('')}</SPEC-OBJECTS>
<SPECIFICATIONS>${specifications.map(specification).join('')}</SPECIFICATIONS>
</REQ-IF-CONTENT></CORE-CONTENT></REQ-IF>`;
}

const texts = (result: ReqifArchiveImport) =>
  opened(result).map((entry) =>
    entry.spec.rows.map((row) => Object.values(row).find((value) => String(value).startsWith('text of'))),
  );

describe('.reqifz archives of other tools', () => {
  // Rows and links (SPEC-RELATIONs) per specification each archive opens as: one tab per non-empty
  // specification of each .reqif.
  const expected: Record<string, { titles: string[]; rows: number[]; links: number[] }> = {
    'cdp4-multiple-reqif': {
      titles: ['specification 1', 'specification 1 (2)'],
      rows: [3, 3],
      links: [1, 1],
    },
    'doors-spielwiese': { titles: ['Spielwiese'], rows: [4], links: [0] },
    'fmstudio-subset026-ch3': { titles: ['Specification Document'], rows: [3767], links: [496] },
    'polarion-sample1': { titles: ['Test Export'], rows: [2], links: [0] },
    'rmf-nested-folder': { titles: ['sample'], rows: [2], links: [0] },
    'rmf-tc1700': { titles: ['TC1700_E0000_S10_Reference_20210122_1256_jenkins_0'], rows: [2], links: [0] },
  };

  for (const [name, { titles, rows, links }] of Object.entries(expected)) {
    it(`opens ${name}.reqifz, each specification coming back the same after export and re-import`, () => {
      const specifications = opened(reqifArchiveToSpecs(realArchive(name)));
      expect(specifications.map((entry) => entry.title)).toEqual(titles);
      expect(specifications.map((entry) => entry.spec.rows.length)).toEqual(rows);
      expect(specifications.map((entry) => entry.spec.links?.length ?? 0)).toEqual(links);
      for (const { spec, title } of specifications) {
        const back = reqifToSpec(specToReqif(createRequirementFile(spec, { id: name, title })));
        if (!back.ok) throw new Error(back.message);
        expect(rowsByHeader(back.spec)).toEqual(rowsByHeader(spec));
        expect(back.spec.links ?? []).toEqual(spec.links ?? []);
      }
      // The 18 MB SUBSET-026 takes ~4 s alone (~10 s with its round trip), several times that under load.
    }, 180_000);
  }

  it('says which attached files it left out and which parts it skipped', () => {
    const [doors] = opened(reqifArchiveToSpecs(realArchive('doors-spielwiese')));
    expect(doors?.warnings.join('\n')).toContain('Left out 2 attached files of the archive');
    const [cdp4] = opened(reqifArchiveToSpecs(realArchive('cdp4-multiple-reqif')));
    expect(cdp4?.warnings).toContain(
      EXCHANGE_MESSAGES.emptySpecificationSkipped('specification 2', 'output2.reqif'),
    );
    const [rmf] = opened(reqifArchiveToSpecs(realArchive('rmf-tc1700')));
    expect(rmf?.warnings).toContain(
      EXCHANGE_MESSAGES.partSkipped(
        'TC1700_E0000_S10_Reference_20210122_1256_jenkins_1.reqif',
        EXCHANGE_MESSAGES.noSpecObjects,
      ),
    );
    const [nested] = opened(reqifArchiveToSpecs(realArchive('rmf-nested-folder')));
    expect(nested?.warnings.join('\n')).not.toMatch(/DS_Store|__MACOSX/);
  });
});

describe('.reqifz archives that cannot be imported', () => {
  it('says an archive holds no .reqif file', () => {
    const archive = zipSync({ 'readme.txt': strToU8('hello'), 'pictures/a.png': new Uint8Array(3) });
    expect(reqifArchiveToSpecs(archive)).toEqual({ ok: false, message: EXCHANGE_MESSAGES.noReqifInArchive });
  });

  it('says a file that is not a zip archive is damaged', () => {
    expect(reqifArchiveToSpecs(strToU8('<REQ-IF/>'))).toEqual({
      ok: false,
      message: EXCHANGE_MESSAGES.notReqifArchive,
    });
  });

  it('gives the archive refusal for an archive over the unzip limits', () => {
    const archive = zipSync({ 'a.reqif': strToU8(reqif([['x']])) });
    expect(reqifArchiveToSpecs(archive, { maxBytes: 100, maxRatio: 200 })).toEqual({
      ok: false,
      message: EXCHANGE_MESSAGES.unpacksTooLarge(100),
    });
  });

  it('gives the ReqIF message when no part can be imported', () => {
    const archive = zipSync({ 'a.reqif': strToU8('<REQ-IF><CORE-CONTENT/></REQ-IF>') });
    expect(reqifArchiveToSpecs(archive)).toEqual({ ok: false, message: EXCHANGE_MESSAGES.noSpecObjects });
  });
});

describe('specifications of one .reqif', () => {
  it('open one tab each, with the objects each shows; objects none shows go with the first', () => {
    const archive = zipSync({ 'both.reqif': strToU8(reqif([['a', 'b'], ['c']], ['loose'])) });
    const result = reqifArchiveToSpecs(archive);
    expect(opened(result).map((entry) => entry.title)).toEqual(['Spec 1', 'Spec 2']);
    expect(texts(result)).toEqual([['text of a', 'text of b', 'text of loose'], ['text of c']]);
  });

  it('keep every object exactly once when no object is shown twice', () => {
    const ids = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/), { minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(ids, fc.integer({ min: 2, max: 4 }), (all, count) => {
        const groups = Array.from({ length: count }, (_, group) =>
          all.filter((_, at) => at % count === group),
        );
        const parts = splitSpecifications(reqif(groups));
        expect(parts.map((part) => part.objectCount)).toEqual(groups.map((group) => group.length));
        expect(parts.map((part) => part.name)).toEqual(groups.map((_, index) => `Spec ${index + 1}`));
      }),
    );
  });

  it('leave a document with one specification as it is', () => {
    const text = reqif([['a', 'b']], ['c']);
    expect(splitSpecifications(text)).toEqual([{ name: 'Spec 1', text, objectCount: 3 }]);
  });
});
