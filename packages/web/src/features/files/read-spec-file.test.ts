import { MAX_SPEC_FILE_BYTES } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { readSpecFile } from './read-spec-file';

const json = (value: unknown) => JSON.stringify(value);
const spec = {
  columns: [{ field: 'description', headerName: 'Requirement' }],
  rows: [{ id: 'a', description: 'First' }, { id: 'a', description: 'Same id' }, { description: 'No id' }],
};

function file(content: string, name: string, type = 'application/json'): File {
  return new File([content], name, { type });
}

describe('readSpecFile', () => {
  it('opens a valid file titled after its name, with the import warnings', async () => {
    const result = await readSpecFile(file(json(spec), 'Checkout flow.json'), 'id-1');
    if (!result.ok) throw new Error(result.message);
    expect(result.file.id).toBe('id-1');
    expect(result.file.title).toBe('Checkout flow');
    expect(result.file.data.map((row) => row.id)).toEqual(['a', 'a-2', 'a-3']);
    expect(result.warnings).toEqual([
      "Duplicate row id 'a' renamed to 'a-2'.",
      'Generated an id for 1 row without one.',
    ]);
  });

  it('refuses other file types whatever their content', async () => {
    expect(await readSpecFile(file(json(spec), 'spec.txt', 'text/plain'), 'x')).toEqual({
      ok: false,
      message: 'Invalid file type. Please select a .json file.',
    });
  });

  it('refuses invalid JSON and JSON without columns or rows', async () => {
    expect(await readSpecFile(file('{ "columns": [', 'a.json'), 'x')).toEqual({
      ok: false,
      message: 'Invalid JSON format.',
    });
    expect(await readSpecFile(file(json({ columns: [] }), 'a.json'), 'x')).toEqual({
      ok: false,
      message: "Invalid JSON format: Missing 'columns' or 'rows'.",
    });
  });

  it('refuses files over 50 MB without reading them', async () => {
    const huge = file('{}', 'huge.json');
    Object.defineProperty(huge, 'size', { value: MAX_SPEC_FILE_BYTES + 1 });
    Object.defineProperty(huge, 'text', { value: () => Promise.reject(new Error('must not be read')) });
    const result = await readSpecFile(huge, 'x');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/larger than 50 MB/);
  });

  it('says the file could not be loaded when reading fails', async () => {
    const unreadable = file('{}', 'gone.json');
    Object.defineProperty(unreadable, 'arrayBuffer', {
      value: () => Promise.reject(new Error('NotReadableError')),
    });
    expect(await readSpecFile(unreadable, 'x')).toEqual({
      ok: false,
      message: 'Failed to load the file. Please try again.',
    });
  });

  it('opens a 50,000-row file in one parse', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => ({ id: `r${i}`, description: `Requirement ${i}` }));
    const big = file(json({ columns: spec.columns, rows }), 'big.json');
    const result = await readSpecFile(big, 'x');
    expect(result.ok && result.file.data.length).toBe(50_000);
  });
});
