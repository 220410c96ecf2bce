import type { RequirementFile } from '@specwright/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runAction } from '../../actions/app-actions';
import { ImportMappingDialog } from './ImportMappingDialog';

vi.mock(import('../../actions/app-actions'), async (importOriginal) => ({
  ...(await importOriginal()),
  runAction: vi.fn(),
}));

const table = {
  headers: ['Req ID', 'Requirement text', 'Group'],
  rows: [
    ['SYS-1', 'Start-up', 'Heading'],
    ['SYS-2', 'The app shall start within 2 s.', 'Requirement'],
    ['SYS-3', 'The app shall log its start.', 'Requirement'],
    ['SYS-4', 'Users start the app from the menu.', 'Note'],
  ],
};

function importedFile(): RequirementFile {
  const call: readonly unknown[] = vi.mocked(runAction).mock.calls.at(-1) ?? [];
  const payload = call[2] as { file: RequirementFile } | undefined;
  if (!payload) throw new Error('nothing was imported');
  return payload.file;
}

beforeEach(() => vi.mocked(runAction).mockClear());

describe('the import mapping step', () => {
  it('lists the type column’s values with what each becomes, and the import applies a changed one', async () => {
    render(<ImportMappingDialog table={table} title="Workbook" onClose={() => {}} />);
    expect(screen.queryByRole('group', { name: 'What each type value becomes' })).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type column (this_is_a)' }), 'Group');
    const values = screen.getByRole('group', { name: 'What each type value becomes' });
    const choice = (value: string) =>
      within(values).getByRole<HTMLSelectElement>('combobox', { name: value });
    expect(['Heading', 'Requirement', 'Note'].map((value) => choice(value).value)).toEqual([
      'chapter',
      'requirement',
      'comment',
    ]);
    expect(values.textContent).toContain('2 rows');

    await userEvent.selectOptions(choice('Note'), 'Context');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));

    const file = importedFile();
    expect(file.data.map((row) => [row.req_id, row.this_is_a])).toEqual([
      ['SYS-1', 'chapter'],
      ['SYS-2', 'requirement'],
      ['SYS-3', 'requirement'],
      ['SYS-4', 'context'],
    ]);
    expect(file.columns.find((column) => column.field === 'req_id')?.headerName).toBe('Req ID');
  });
});
