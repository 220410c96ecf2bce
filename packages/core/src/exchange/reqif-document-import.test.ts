import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reqifDocument } from '../test/reqif-documents.js';
import { EXCHANGE_MESSAGES, type ReqifArchiveImport, reqifFileToSpecs } from './index.js';

const realFile = (name: string) =>
  readFileSync(new URL(`./fixtures/real/${name}.reqif`, import.meta.url), 'utf8');

function opened(result: ReqifArchiveImport) {
  if (!result.ok) throw new Error(result.message);
  return result.specifications;
}

describe('a plain .reqif file', () => {
  it('with one specification opens one spec titled by the file', () => {
    const [only, ...rest] = opened(
      reqifFileToSpecs(reqifDocument({ specifications: [['a', 'b']] }), 'Brakes'),
    );
    expect(rest).toEqual([]);
    expect(only?.title).toBe('Brakes');
    expect(only?.spec.rows.map((row) => row.id)).toEqual(['A-1', 'B-1']);
  });

  it('with several specifications opens one spec each, titled by their names', () => {
    const specifications = opened(reqifFileToSpecs(realFile('pror-versioning'), 'pror-versioning'));
    expect(specifications.map((entry) => entry.title)).toEqual([
      'Specification Document',
      'pror-versioning (2)',
    ]);
    expect(specifications.map((entry) => entry.spec.rows.length)).toEqual([70, 8]);
  });

  it('skips a specification that shows no objects, with a warning', () => {
    const specifications = opened(reqifFileToSpecs(realFile('rmf-tc1800'), 'rmf-tc1800'));
    expect(specifications.map((entry) => entry.spec.rows.length)).toEqual([6]);
    expect(specifications[0]?.warnings).toContain(
      EXCHANGE_MESSAGES.emptySpecificationInFileSkipped('rmf-tc1800 (2)'),
    );
  });

  it('keeps the relations inside each specification as links and reports those between them in both', () => {
    const text = reqifDocument({
      specifications: [
        ['a', 'b'],
        ['c', 'd'],
      ],
      relations: [
        ['a', 'b', 'refines'],
        ['c', 'd', 'verifies'],
        ['b', 'c', 'depends on'],
        ['x', 'y', 'refines'],
      ],
    });
    const [first, second] = opened(reqifFileToSpecs(text, 'Two'));
    expect(first?.spec.links).toEqual([{ from: 'A-1', to: 'B-1', type: 'refines' }]);
    expect(second?.spec.links).toEqual([{ from: 'C-1', to: 'D-1', type: 'verifies' }]);
    // b → c leaves both specifications; x → y joins no object at all and is reported with the first.
    expect(first?.warnings).toContain(EXCHANGE_MESSAGES.reqifRelationsOutside(2));
    expect(second?.warnings).toContain(EXCHANGE_MESSAGES.reqifRelationsOutside(1));
  });

  it('gives the reader’s message when it cannot be imported', () => {
    expect(reqifFileToSpecs('<REQ-IF><CORE-CONTENT/></REQ-IF>', 'Empty')).toEqual({
      ok: false,
      message: EXCHANGE_MESSAGES.noSpecObjects,
    });
  });
});
