import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentTerms } from './similarity-index.js';
import { traceMatrixCsv } from './trace-csv.js';
import { buildTraceMatrix, referencedIds, type TraceSource, type TraceTarget } from './trace-matrix.js';

const requirements: TraceTarget[] = [
  { id: 'REQ-1', text: 'The editor shall save the file when the user presses Save.' },
  { id: 'REQ-2', text: 'The search shall answer within 2 seconds.' },
  { id: 'REQ-3', text: 'The exporter shall write invoices as PDF documents.' },
];
const tests: TraceSource[] = [
  { id: 'TC-1', text: 'Saving stores the file', references: 'REQ-1' },
  { id: 'TC-2', text: 'Search answers quickly', references: 'REQ-1, REQ-2' },
  { id: 'TC-3', text: 'Exporter writes invoices as PDF documents', references: '' },
  { id: 'TC-4', text: 'Deleted accounts are purged', references: 'REQ-99' },
];

describe('buildTraceMatrix', () => {
  it('links by named ids, lists requirements without tests and tests without a known target', () => {
    const matrix = buildTraceMatrix(requirements, tests);
    expect(matrix.links.filter((link) => link.kind === 'linked')).toEqual([
      { leftId: 'REQ-1', rightId: 'TC-1', kind: 'linked' },
      { leftId: 'REQ-1', rightId: 'TC-2', kind: 'linked' },
      { leftId: 'REQ-2', rightId: 'TC-2', kind: 'linked' },
    ]);
    expect(matrix.uncovered).toEqual(['REQ-3']);
    expect(matrix.orphans).toEqual([
      { rightId: 'TC-3', unknownReferences: [] },
      { rightId: 'TC-4', unknownReferences: ['REQ-99'] },
    ]);
    expect(matrix.coverage).toBeCloseTo(200 / 3);
  });

  it('suggests a link between similar texts, never one that is already linked', () => {
    const suggestions = buildTraceMatrix(requirements, tests).links.filter(
      (link) => link.kind === 'suggested',
    );
    expect(suggestions.map((link) => [link.leftId, link.rightId])).toEqual([['REQ-3', 'TC-3']]);
    expect(suggestions[0]?.similarity).toBeGreaterThan(0.5);
    expect(
      buildTraceMatrix(requirements, tests, { threshold: 1.01 }).links.some(
        (link) => link.kind === 'suggested',
      ),
    ).toBe(false);
  });

  it('counts an empty left side as fully covered', () => {
    expect(buildTraceMatrix([], tests).coverage).toBe(100);
  });

  it('reads ids separated by commas, semicolons and spaces', () => {
    expect(referencedIds(' REQ-1,REQ-2; REQ-3  REQ-1\n')).toEqual(['REQ-1', 'REQ-2', 'REQ-3']);
  });

  it('writes the matrix as CSV with one line per pair, uncovered item and orphan', () => {
    const csv = traceMatrixCsv(buildTraceMatrix(requirements, tests), requirements, tests);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Left ID,Left text,Right ID,Right text,Link,Similarity');
    expect(lines).toContain('REQ-3,The exporter shall write invoices as PDF documents.,,,No link,');
    expect(lines).toContain('REQ-99,,TC-4,Deleted accounts are purged,Orphan,');
    expect(lines).toHaveLength(1 + 4 + 1 + 2);
  });

  it('writes text a spreadsheet would run as a formula with a quote before it', () => {
    const left: TraceTarget[] = [{ id: '@REQ-1', text: '=HYPERLINK("http://evil.example","x")' }];
    const right: TraceSource[] = [{ id: '-TC-1', text: '+1+1', references: '@REQ-1' }];
    const lines = traceMatrixCsv(buildTraceMatrix(left, right), left, right).trimEnd().split('\r\n');
    expect(lines[1]).toBe(`"'@REQ-1","'=HYPERLINK(""http://evil.example"",""x"")","'-TC-1","'+1+1",Linked,`);
  });

  it('agrees with a brute-force comparison: every link named, every suggestion similar (property)', () => {
    const word = fc.constantFrom(
      'save',
      'file',
      'search',
      'invoice',
      'export',
      'user',
      'login',
      'report',
      'print',
    );
    const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
    const left = fc.uniqueArray(
      fc.record({ id: fc.constantFrom<string>('R1', 'R2', 'R3', 'R4', 'R5'), text }),
      {
        selector: (item) => item.id,
      },
    );
    const right = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        text,
        references: fc.constantFrom('', 'R1', 'R2 R9', 'R3,R4'),
      }),
      { maxLength: 8, selector: (item) => item.id },
    );
    fc.assert(
      fc.property(left, right, (lefts, rights) => {
        const matrix = buildTraceMatrix(lefts, rights, { threshold: 0.3 });
        const known = new Set(lefts.map((item) => item.id));
        for (const link of matrix.links) {
          const source = rights.find((item) => item.id === link.rightId);
          expect(source).toBeDefined();
          if (link.kind === 'linked') expect(referencedIds(source?.references ?? '')).toContain(link.leftId);
          else {
            expect(link.similarity).toBeGreaterThanOrEqual(0.3);
            const target = lefts.find((item) => item.id === link.leftId);
            const shared = contentTerms(target?.text ?? '').some((term) =>
              contentTerms(source?.text ?? '').includes(term),
            );
            expect(shared).toBe(true);
          }
        }
        const named = new Set(
          rights.flatMap((item) => referencedIds(item.references)).filter((id) => known.has(id)),
        );
        expect(matrix.uncovered).toEqual(lefts.filter((item) => !named.has(item.id)).map((item) => item.id));
        expect(matrix.coverage).toBeCloseTo(lefts.length === 0 ? 100 : (named.size / lefts.length) * 100);
        expect(matrix.orphans.length).toBe(
          rights.filter((item) => !referencedIds(item.references).some((id) => known.has(id))).length,
        );
      }),
    );
  });
});
