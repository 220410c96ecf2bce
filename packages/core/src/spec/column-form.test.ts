import { describe, expect, it } from 'vitest';
import {
  COLUMN_FORM_MESSAGES,
  cleanOptions,
  columnFromDraft,
  emptyColumnDraft,
  optionInputs,
  validateColumnDraft,
} from './column-form.js';

describe('column form', () => {
  it('requires field and header names', () => {
    expect(validateColumnDraft(emptyColumnDraft(), [])).toEqual({
      field: COLUMN_FORM_MESSAGES.fieldRequired,
      headerName: COLUMN_FORM_MESSAGES.headerRequired,
    });
  });

  it('refuses spaces in the field name with the spec message', () => {
    const errors = validateColumnDraft({ ...emptyColumnDraft(), field: 'my field', headerName: 'My' }, []);
    expect(errors.field).toBe('Field name cannot contain spaces.');
  });

  it('refuses an existing field and a select column without options', () => {
    const draft = {
      ...emptyColumnDraft(),
      field: 'status',
      headerName: 'Status',
      editorType: 'select' as const,
    };
    expect(validateColumnDraft(draft, ['status'])).toEqual({
      field: COLUMN_FORM_MESSAGES.fieldExists,
      options: COLUMN_FORM_MESSAGES.optionsRequired,
    });
  });

  it('drops blank options but always keeps one input row', () => {
    expect(cleanOptions([' a ', '', 'b', 'a', '  '])).toEqual(['a', 'b']);
    expect(optionInputs([])).toEqual(['']);
  });

  it('builds the column from a valid draft', () => {
    const column = columnFromDraft({
      ...emptyColumnDraft(),
      field: 'prio',
      headerName: ' Priority ',
      editorType: 'select',
      options: ['High', '', 'Low'],
    });
    expect(column).toMatchObject({
      field: 'prio',
      headerName: 'Priority',
      valueOptions: ['High', 'Low'],
      width: 150,
    });
  });
});
