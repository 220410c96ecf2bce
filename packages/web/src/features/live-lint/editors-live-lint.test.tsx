import { createColumn } from '@specwright/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DescriptionEditor } from '../document/DescriptionEditor';
import { PropertyField } from '../properties/PropertyField';

describe('live lint in the editors', () => {
  it('shows the findings of a description while it is edited in the document view', async () => {
    render(
      <DescriptionEditor
        initialText="The system shall work."
        entryName="requirement 1"
        onSave={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByRole('textbox'), {
      target: { value: 'The system shall, if possible, log errors.' },
    });
    const hints = await screen.findByTestId('live-lint', {}, { timeout: 3000 });
    expect(hints.querySelector('.lint-mark')?.firstChild?.textContent?.toLowerCase()).toContain(
      'if possible',
    );
  });

  it('lints the description field of the properties panel while it has the focus', async () => {
    const column = createColumn({ field: 'description', headerName: 'Requirement', editorType: 'textarea' });
    render(
      <PropertyField
        column={column}
        value="The system shall log errors."
        hidden={false}
        onCommit={vi.fn()}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Requirement' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'The system shall log errors where feasible.' } });
    await waitFor(() => expect(screen.getByTestId('live-lint').textContent).toContain('where feasible'), {
      timeout: 3000,
    });
    fireEvent.blur(field);
    expect(screen.queryByTestId('live-lint')).toBeNull();
  });
});
