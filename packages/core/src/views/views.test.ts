import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import { sampleFile } from '../test/fixtures.js';
import { documentEntries, isRequirementRow } from './document.js';
import { buildReport } from './report.js';

describe('report', () => {
  it('counts every option of each visible select column, including empty cells', () => {
    const file = applyCommand(sampleFile(3), {
      type: 'editCell',
      rowId: 'r1',
      field: 'this_is_a',
      value: '',
    });
    const report = buildReport(file);
    expect(report.totalRequirements).toBe(3);
    expect(report.totalRows).toBe(3);
    expect(report.distributions.map((d) => d.column.field)).toEqual(['this_is_a']);
    expect(report.distributions[0]?.counts).toEqual([
      { value: 'requirement', count: 2 },
      { value: '(empty)', count: 1 },
    ]);
  });

  it('counts requirements apart from chapters, context and comments', () => {
    const file = applyCommand(sampleFile(3), {
      type: 'editCell',
      rowId: 'r1',
      field: 'this_is_a',
      value: 'chapter',
    });
    expect(buildReport(file)).toMatchObject({ totalRequirements: 2, totalRows: 3 });
  });

  it('leaves chapters, context and comments out of the distributions, and their kinds out of this_is_a', () => {
    const file = applyCommand(sampleFile(3), {
      type: 'editCell',
      rowId: 'r1',
      field: 'this_is_a',
      value: 'chapter',
    });
    expect(buildReport(file).distributions[0]?.counts).toEqual([{ value: 'requirement', count: 2 }]);
  });

  it('leaves hidden select columns out', () => {
    const file = applyCommand(sampleFile(), { type: 'hideColumns', fields: ['this_is_a'] });
    expect(buildReport(file).distributions).toEqual([]);
  });
});

describe('document entries', () => {
  it('numbers requirements and leaves chapters, context and comments unnumbered', () => {
    const file = applyCommand(sampleFile(3), {
      type: 'editCell',
      rowId: 'r2',
      field: 'this_is_a',
      value: 'Chapter',
    });
    expect(documentEntries(file.data).map((e) => [e.kind, e.number])).toEqual([
      ['requirement', 1],
      ['chapter', undefined],
      ['requirement', 2],
    ]);
  });
});

describe('isRequirementRow', () => {
  it('is false for chapter, context and comment rows in any case or padding', () => {
    for (const kind of ['chapter', 'context', 'comment', ' Chapter ', 'COMMENT']) {
      expect(isRequirementRow({ this_is_a: kind })).toBe(false);
    }
  });

  it('is true for rows without this_is_a or with any other value', () => {
    for (const kind of [undefined, null, '', 'requirement', 'note', 3]) {
      expect(isRequirementRow({ this_is_a: kind })).toBe(true);
    }
  });
});
