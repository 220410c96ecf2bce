import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import { sampleFile } from '../test/fixtures.js';
import {
  COLUMN_DIALOG_MESSAGES,
  columnChangesFromDraft,
  columnsByVisibility,
  isLockedColumn,
  removableColumns,
  suggestFieldName,
  validateColumnDialogDraft,
} from './column-dialog-rules.js';
import { draftFromColumn, emptyColumnDraft } from './column-form.js';
import { createColumn } from './columns.js';

describe('column dialog rules', () => {
  it('refuse reserved field names, except keeping a locked column its own', () => {
    const draft = { ...emptyColumnDraft(), field: 'id', headerName: 'ID' };
    expect(validateColumnDialogDraft(draft, []).field).toBe(COLUMN_DIALOG_MESSAGES.reservedField);
    expect(validateColumnDialogDraft(draft, [], 'id').field).toBeUndefined();
    expect(validateColumnDialogDraft({ ...draft, field: 'my id' }, []).field).toBe(
      'Field name cannot contain spaces.',
    );
  });

  it('suggest a field name from the header name', () => {
    expect(suggestFieldName('Acceptance criteria')).toBe('acceptance_criteria');
    expect(suggestFieldName('  Risk (1–5)! ')).toBe('risk_1_5');
    expect(suggestFieldName('Éléments clés')).toBe('elements_cles');
    expect(suggestFieldName('')).toBe('');
  });

  it('turn a draft into edit changes, dropping options of a non-select column', () => {
    const column = createColumn({
      field: 'status',
      headerName: 'Status',
      editorType: 'select',
      valueOptions: ['open', 'done'],
      minWidth: 80,
    });
    const asText = { ...draftFromColumn(column), editorType: 'text' as const, width: 60, defaultValue: '' };
    expect(columnChangesFromDraft(asText, column)).toMatchObject({
      field: 'status',
      editorType: 'text',
      width: 80,
      valueOptions: undefined,
      defaultValue: undefined,
    });
    const withOptions = { ...draftFromColumn(column), options: ['open', ' ', 'done', 'later'] };
    expect(columnChangesFromDraft(withOptions, column).valueOptions).toEqual(['open', 'done', 'later']);
  });

  it('never rename a locked column', () => {
    const id = createColumn({ field: 'id', headerName: 'ID' });
    expect(isLockedColumn(id)).toBe(true);
    expect(columnChangesFromDraft({ ...draftFromColumn(id), field: 'key' }, id).field).toBe('id');
  });

  it('offer removable, visible and hidden columns in display order', () => {
    const withId = applyCommand(sampleFile(), {
      type: 'addColumn',
      column: createColumn({ field: 'priority', headerName: 'Priority' }),
    });
    const file = { ...withId, columns: [...withId.columns, createColumn({ field: 'id', headerName: 'ID' })] };
    expect(removableColumns(file).map((c) => c.field)).toEqual(['description', 'this_is_a', 'priority']);
    const hidden = applyCommand(file, { type: 'hideColumns', fields: ['this_is_a'] });
    const { visible, hidden: hiddenColumns } = columnsByVisibility(hidden);
    expect(visible.map((c) => c.field)).toEqual(['description', 'priority', 'id']);
    expect(hiddenColumns.map((c) => c.field)).toEqual(['this_is_a']);
  });
});
