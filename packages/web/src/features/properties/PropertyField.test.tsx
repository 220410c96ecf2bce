import { createColumn } from '@specwright/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PropertyField } from './PropertyField';

describe('live lint in the editors', () => {
  it('lints the description field of the properties panel while it has the focus', async () => {
    const column = createColumn({ field: 'description', headerName: 'Requirement', editorType: 'textarea' });
    render(
      <PropertyField
        column={column}
        value="The system shall log errors."
        hidden={false}
        linted
        onCommit={vi.fn()}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Requirement' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'The system shall log errors where feasible.' } });
    await waitFor(() => expect(screen.getByTestId('live-lint').textContent).toContain('where feasible'), {
      timeout: 15_000,
    });
    fireEvent.blur(field);
    expect(screen.queryByTestId('live-lint')).toBeNull();
  });
});
