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

describe('a field edited while someone else changes it', () => {
  it('commits with the text it was focused on, and shows what was stored after the commit', () => {
    const column = createColumn({ field: 'title', headerName: 'Title', editorType: 'text' });
    const onCommit = vi.fn();
    const field = (value: string) => (
      <PropertyField column={column} value={value} hidden={false} linted={false} onCommit={onCommit} />
    );
    const { rerender } = render(field('Checkout'));
    const input = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Fast checkout' } });
    rerender(field('Checkout flow'));
    expect(input).toHaveProperty('value', 'Fast checkout');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith('title', 'Fast checkout', 'Checkout');
    rerender(field('Fast checkout flow'));
    expect(input).toHaveProperty('value', 'Fast checkout flow');
    fireEvent.change(input, { target: { value: 'Fast checkout flows' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith('title', 'Fast checkout flows', 'Fast checkout flow');
  });
});

describe('a spec the user may only read', () => {
  it('shows the value in a field that cannot be changed', () => {
    const text = createColumn({ field: 'title', headerName: 'Title', editorType: 'text' });
    const choice = createColumn({ field: 'priority', headerName: 'Priority', editorType: 'select' });
    render(
      <>
        <PropertyField
          column={text}
          value="Checkout"
          hidden={false}
          linted={false}
          readOnly
          onCommit={vi.fn()}
        />
        <PropertyField column={choice} value="" hidden={false} linted={false} readOnly onCommit={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveProperty('disabled', true);
  });
});
