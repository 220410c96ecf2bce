// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocx } from './docx-read';

const FOLDER = join(__dirname, '../../../../core/src/exchange/fixtures/docx-real');

/** What each real document gives, counted by hand in the document (see the folder's README.md). */
const EXPECTED: Record<
  string,
  { chapter: number; requirement: number; context: number } | { table: number }
> = {
  'nasa-cfe-requirements.docx': { chapter: 36, requirement: 92, context: 476 },
  'nasa-hk-requirements-trace.docx': { table: 15 },
  'nasa-fm-requirements-trace.docx': { table: 46 },
};

function bytesOf(name: string): ArrayBuffer {
  const bytes = readFileSync(join(FOLDER, name));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe('real Word requirement documents', () => {
  const names = readdirSync(FOLDER).filter((name) => name.endsWith('.docx'));

  it('has an expectation for every document in the folder', () => {
    expect(names.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(names)(
    'imports %s with the rows it holds',
    async (name) => {
      const result = await readDocx(bytesOf(name));
      if (!result.ok) throw new Error(result.message);
      if (result.kind === 'table') {
        expect({ table: result.table.rows.length }).toEqual(EXPECTED[name]);
        return;
      }
      const counts = { chapter: 0, requirement: 0, context: 0 };
      for (const row of result.spec.rows) counts[row.this_is_a as keyof typeof counts]++;
      expect(counts).toEqual(EXPECTED[name]);
    },
    30_000,
  );
});
