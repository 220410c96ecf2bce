import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import { toSavedSpec } from '../export/json.js';
import { createColumn } from '../spec/columns.js';
import { createRequirementFile, importSpec } from '../spec/import.js';
import type { RequirementFile } from '../spec/model.js';
import { sampleFile } from '../test/fixtures.js';
import { rowText, textColumnOf } from './text-column.js';

/** A spec whose requirement text lives in a `text` column, as files from other tools often have it. */
function textSpec(uiStyles?: unknown): RequirementFile {
  const result = importSpec({
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'text', headerName: 'Text', editorType: 'textarea' },
    ],
    rows: [{ id: 'r1', rowOrder: 1, req_id: 'REQ-1', text: 'The system shall log in.' }],
    ...(uiStyles === undefined ? {} : { uiStyles }),
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f', title: 'T' });
}

describe('textColumnOf', () => {
  it('is description when the spec has that column, whatever was chosen', () => {
    const file = sampleFile();
    expect(textColumnOf(file)).toBe('description');
    expect(textColumnOf({ ...file, uiStyles: { textColumn: 'this_is_a' } })).toBe('description');
  });

  it('is undefined without description and without a choice, and ignores a choice of a missing column', () => {
    expect(textColumnOf(textSpec())).toBeUndefined();
    expect(textColumnOf(textSpec({ textColumn: 'nope' }))).toBeUndefined();
  });

  it('is the chosen column, read from the file and kept on export', () => {
    const file = textSpec({ textColumn: ' text ' });
    expect(textColumnOf(file)).toBe('text');
    expect(toSavedSpec(file).uiStyles).toEqual({ textColumn: 'text' });
  });

  it('ignores a textColumn that is not a non-empty string', () => {
    expect(textSpec({ textColumn: 3 }).uiStyles).toBeUndefined();
    expect(textSpec({ textColumn: '  ' }).uiStyles).toBeUndefined();
  });
});

describe('setTextColumn command', () => {
  it('remembers the choice, ignores unknown fields and forgets with null', () => {
    const file = textSpec();
    const chosen = applyCommand(file, { type: 'setTextColumn', field: 'text' });
    expect(textColumnOf(chosen)).toBe('text');
    expect(applyCommand(chosen, { type: 'setTextColumn', field: 'text' })).toBe(chosen);
    expect(applyCommand(file, { type: 'setTextColumn', field: 'nope' })).toBe(file);
    expect(textColumnOf(applyCommand(chosen, { type: 'setTextColumn', field: null }))).toBeUndefined();
  });

  it('follows a rename of the chosen column and is dropped when the column is removed', () => {
    const chosen = applyCommand(textSpec(), { type: 'setTextColumn', field: 'text' });
    const renamed = applyCommand(chosen, { type: 'editColumn', field: 'text', changes: { field: 'body' } });
    expect(textColumnOf(renamed)).toBe('body');
    const removed = applyCommand(renamed, { type: 'removeColumns', fields: ['body'] });
    expect(removed.uiStyles).toBeUndefined();
    const readded = applyCommand(removed, {
      type: 'addColumn',
      column: createColumn({ field: 'body', headerName: 'Body' }),
    });
    expect(textColumnOf(readded)).toBeUndefined();
  });

  it('keeps other styles when the text column is removed', () => {
    const file = textSpec({ textColumn: 'text', styleControlColumn: 'req_id' });
    const removed = applyCommand(file, { type: 'removeColumns', fields: ['text'] });
    expect(removed.uiStyles).toEqual({ styleControlColumn: 'req_id' });
  });
});

describe('rowText', () => {
  it('is the cell as text, empty for a missing field or no column', () => {
    const row = { id: 'r1', text: 'Hello', n: 3, none: null };
    expect(rowText(row, 'text')).toBe('Hello');
    expect(rowText(row, 'n')).toBe('3');
    expect(rowText(row, 'none')).toBe('');
    expect(rowText(row, 'missing')).toBe('');
    expect(rowText(row, undefined)).toBe('');
  });

  it('is a string for every cell value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)), (value) => {
        expect(typeof rowText({ value }, 'value')).toBe('string');
      }),
    );
  });
});
