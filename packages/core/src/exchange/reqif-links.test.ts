import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createColumn } from '../spec/columns.js';
import { createRequirementFile } from '../spec/import.js';
import { LINK_TYPES, type SpecLink } from '../spec/links.js';
import type { Row } from '../spec/model.js';
import { reqifDocument } from '../test/reqif-documents.js';
import { EXCHANGE_MESSAGES, reqifToSpec, specToReqif } from './index.js';
import { linkTypeOf } from './reqif-relations.js';

/** Objects a, b and c (ids A-1, B-1, C-1) and the relations given as [source, target, type name]. */
const withRelations = (relations: readonly (readonly [string, string, string])[]) =>
  reqifDocument({ loose: ['a', 'b', 'c'], relations });

function read(text: string) {
  const result = reqifToSpec(text);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('ReqIF relations as links', () => {
  it('become links from the source row to the target row, typed by what the relation type means', () => {
    const { spec, warnings } = read(
      withRelations([
        ['a', 'b', 'is derived from'],
        ['b', 'c', 'Refine Relationship'],
        ['c', 'a', 'implements'],
      ]),
    );
    expect(spec.links).toEqual([
      { from: 'A-1', to: 'B-1', type: 'derives from' },
      { from: 'B-1', to: 'C-1', type: 'refines' },
      { from: 'C-1', to: 'A-1', type: 'implements' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('counts the relations whose two ends are not both rows in a warning', () => {
    const { spec, warnings } = read(
      withRelations([
        ['a', 'b', 'verifies'],
        ['a', 'elsewhere', 'verifies'],
        ['gone', 'c', 'verifies'],
      ]),
    );
    expect(spec.links).toEqual([{ from: 'A-1', to: 'B-1', type: 'verifies' }]);
    expect(warnings).toContain(EXCHANGE_MESSAGES.reqifRelationsOutside(2));
  });

  it('maps relation type names that clearly mean one of our types, and keeps the others', () => {
    const cases: Record<string, string> = {
      'is derived from': 'derives from',
      'Derive Requirement Relationship': 'derives from',
      Ableitungsbeziehung: 'derives from',
      refines: 'refines',
      'Tests requirement': 'verifies',
      validates: 'verifies',
      'depends on': 'depends on',
      requires: 'depends on',
      'conflicts with': 'conflicts with',
      'Requirement link': 'Requirement link',
      satisfies: 'satisfies',
      'Specification Relation Type': 'Specification Relation Type',
    };
    for (const [name, type] of Object.entries(cases)) expect(linkTypeOf(name), name).toBe(type);
    for (const type of LINK_TYPES) expect(linkTypeOf(type)).toBe(type);
  });

  it('are written back as SPEC-RELATIONs that read back as the same links', () => {
    const rowIds = ['r1', 'r2', 'r3', 'r4'];
    const rows: Row[] = rowIds.map((id, index) => ({
      id,
      rowOrder: index + 1,
      tempChangeStatus: 'unchanged',
      description: `The system shall do ${id}.`,
    }));
    const columns = [createColumn({ field: 'description', headerName: 'Requirement' })];
    const type = fc.oneof(
      fc.constantFrom(...LINK_TYPES),
      fc.constantFrom('Link Type', 'implements', 'é & <x>'),
    );
    const link = fc
      .record({ from: fc.constantFrom(...rowIds), to: fc.constantFrom(...rowIds), type })
      .filter((candidate) => candidate.from !== candidate.to);
    const links = fc.uniqueArray(link, {
      maxLength: 8,
      selector: (candidate) => `${candidate.from} ${candidate.to} ${candidate.type}`,
    });
    fc.assert(
      fc.property(links, (written: SpecLink[]) => {
        const file = createRequirementFile({ columns, rows, links: written }, { id: 'f', title: 'Links' });
        const back = read(specToReqif(file));
        expect(back.spec.links ?? []).toEqual(written);
        expect(back.warnings).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
