import { startEditing } from '@specwright/core';
import { describe, expect, it, vi } from 'vitest';
import type { ConfirmationDialogProps } from '../state/dialogs';
import { specFileFixture } from '../test/spec-fixture';
import { textColumnFixture } from '../test/text-column-fixture';
import { appActions } from './app-actions';
import type { ColumnCommand } from './column-edit-actions';
import { fakeActionContext } from './test-context';

function removeColumns(file = specFileFixture(2), fields: string[] = ['description']) {
  const context = fakeActionContext();
  context.openSpec = vi.fn(() => ({ edit: startEditing(file), saved: file, selectedRowId: null }));
  const command: ColumnCommand = { type: 'removeColumns', fields };
  const action = appActions.get('columns.apply');
  if (!action) throw new Error('missing columns.apply');
  void action.run(context, { fileId: file.id, command, label: 'Remove Columns' });
  return { context, command };
}

describe('removing columns', () => {
  it('asks before removing the requirement text column, naming it, and removes it on confirmation', () => {
    const { context, command } = removeColumns(textColumnFixture(2, true), ['this_is_a', 'text']);
    expect(context.specs.dispatch).not.toHaveBeenCalled();
    const [kind, question] = vi.mocked(context.dialogs.open).mock.calls[0] ?? [];
    expect(kind).toBe('confirmation');
    const confirmation = question as ConfirmationDialogProps;
    expect(confirmation.message).toBe('“Text” holds the requirement text. Remove it anyway?');
    expect(confirmation.confirmLabel).toBe('Remove');
    confirmation.onConfirm();
    expect(context.specs.dispatch).toHaveBeenCalledWith('f1', command, 'Remove Columns');
  });

  it('asks for the description column too, and not for other columns', () => {
    expect(removeColumns().context.dialogs.open).toHaveBeenCalledOnce();
    const other = removeColumns(specFileFixture(2), ['this_is_a']).context;
    expect(other.dialogs.open).not.toHaveBeenCalled();
    expect(other.specs.dispatch).toHaveBeenCalledOnce();
  });
});
