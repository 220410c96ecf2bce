import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_ROW_COUNT, type ReqifArchiveImport, reqifArchiveToSpecs, reqifFileToSpecs } from './index.js';

const real = (name: string) => readFileSync(new URL(`./fixtures/real/${name}`, import.meta.url));

function opened(result: ReqifArchiveImport) {
  if (!result.ok) throw new Error(result.message);
  return result.specifications;
}

describe('a plain .reqif document', () => {
  it('of one specification opens as one spec titled by the file', () => {
    const specifications = opened(
      reqifFileToSpecs(real('polarion-anon-01.reqif').toString('utf8'), 'Brakes'),
    );
    expect(specifications.map((entry) => entry.title)).toEqual(['Brakes']);
  });

  it('that is not ReqIF gives its own message, not an archive part’s', () => {
    const result = reqifFileToSpecs('<html><body>no</body></html>', 'Page');
    expect(result).toEqual({ ok: false, message: expect.not.stringContaining('Page') });
  });
});

describe('reading a large document', () => {
  it('shows the first rows of the 18 MB SUBSET-026 archive before the rest, in the order the whole has', () => {
    const fractions: number[] = [];
    const firstLooks: { title: string; rows: readonly { id: string }[] }[] = [];
    const result = reqifArchiveToSpecs(new Uint8Array(real('fmstudio-subset026-ch3.reqifz')), undefined, {
      onProgress: (fraction) => fractions.push(fraction),
      onFirstRows: ({ title, spec }) => firstLooks.push({ title, rows: spec.rows }),
    });
    const [whole] = opened(result);
    expect(firstLooks).toHaveLength(1);
    const [first] = firstLooks;
    expect(first?.title).toBe(whole?.title);
    expect(first?.rows.length).toBe(FIRST_ROW_COUNT);
    expect(first?.rows.map((row) => row.id)).toEqual(
      whole?.spec.rows.slice(0, FIRST_ROW_COUNT).map((row) => row.id),
    );
    expect(fractions.length).toBeGreaterThan(10);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBeCloseTo(1);
  }, 120_000);

  it('shows no first look of a small document', () => {
    const firstLooks: unknown[] = [];
    reqifFileToSpecs(real('polarion-anon-01.reqif').toString('utf8'), 'Brakes', {
      onFirstRows: (first) => firstLooks.push(first),
    });
    expect(firstLooks).toEqual([]);
  });
});

describe('the columns of another tool’s export', () => {
  it('put the text first and the tool’s own bookkeeping (ReqIF.Foreign*) last', () => {
    const [spec] = opened(reqifArchiveToSpecs(new Uint8Array(real('doors-spielwiese.reqifz'))));
    const headers = spec?.spec.columns.map((column) => column.headerName) ?? [];
    expect(headers[0]).toBe('Description');
    const firstForeign = headers.findIndex((header) => header.startsWith('Foreign'));
    expect(headers.slice(1, firstForeign)).toEqual([
      'Kommentar Lieferant 01',
      'Kommentar Lieferant 02',
      'Kommentar Lieferant 03',
    ]);
    expect(
      headers.slice(firstForeign).every((header) => header.startsWith('Foreign') || header === 'Type'),
    ).toBe(true);
  });
});

describe('a requirement text the attribute names leave unclear', () => {
  const ea = () => real('ea8-example.reqif').toString('utf8');

  it('is guessed and the choice told, among every attribute that could hold it', () => {
    const [spec] = opened(reqifFileToSpecs(ea(), 'EA'));
    expect(spec?.textChoice).toEqual({
      chosen: 'FUNC-REQ-TXT',
      names: ['FUNC-REQ-TXT', 'STORY-TXT', 'PERF-REQ-TXT'],
    });
  });

  it('is the attribute the user chose when imported again with it', () => {
    const [guessed] = opened(reqifFileToSpecs(ea(), 'EA'));
    const [chosen] = opened(reqifFileToSpecs(ea(), 'EA', { textAttribute: 'PERF-REQ-TXT' }));
    expect(chosen?.textChoice).toBeUndefined();
    const perf = guessed?.spec.columns.find((column) => column.headerName === 'PERF-REQ-TXT')?.field ?? '';
    expect(chosen?.spec.rows.map((row) => row.description)).toEqual(
      guessed?.spec.rows.map((row) => row[perf]),
    );
    expect(chosen?.spec.columns.find((column) => column.field === 'description')?.headerName).toBe(
      'PERF-REQ-TXT',
    );
  });

  it('is not asked about when the file has ReqIF.Text', () => {
    const [doors] = opened(reqifArchiveToSpecs(new Uint8Array(real('doors-spielwiese.reqifz'))));
    expect(doors?.textChoice).toBeUndefined();
  });
});
