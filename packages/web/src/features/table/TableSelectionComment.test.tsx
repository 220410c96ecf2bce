import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { TableSelectionComment } from './TableSelectionComment';

/** A grid's row r1 with its description cell being edited in a text field. */
function editedGrid() {
  const container = document.createElement('section');
  container.innerHTML = `
    <div class="ag-row" row-id="r1">
      <div class="ag-cell ag-cell-inline-editing" col-id="description">
        <div class="ag-cell-edit-wrapper"><input class="ag-cell-editor" value="The system shall take card payments." /></div>
      </div>
    </div>`;
  document.body.append(container);
  onTestFinished(() => container.remove());
  const ref = createRef<HTMLElement>();
  ref.current = container;
  return { ref, input: container.querySelector('input') as HTMLInputElement };
}

describe('comment on selection in the table cell editor', () => {
  it('follows the selection in the editor and comments on it by the button or Ctrl+Alt+M', () => {
    const { ref, input } = editedGrid();
    const commentOn = vi.fn();
    render(<TableSelectionComment containerRef={ref} commentOn={commentOn} />);
    expect(screen.queryByRole('button', { name: 'Comment on selection' })).toBeNull();
    input.setSelectionRange(22, 26);
    act(() => {
      fireEvent.keyUp(input, { key: 'ArrowRight', shiftKey: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comment on selection' }));
    expect(commentOn).toHaveBeenLastCalledWith('r1', 'description', { quote: 'card', start: 22, end: 26 });
    input.setSelectionRange(4, 10);
    fireEvent.keyDown(input, { key: 'm', code: 'KeyM', ctrlKey: true, altKey: true });
    expect(commentOn).toHaveBeenLastCalledWith('r1', 'description', { quote: 'system', start: 4, end: 10 });
    act(() => {
      fireEvent.focusOut(input);
    });
    expect(screen.queryByRole('button', { name: 'Comment on selection' })).toBeNull();
  });

  it('offers nothing where the user may not comment', () => {
    const { ref, input } = editedGrid();
    render(<TableSelectionComment containerRef={ref} commentOn={undefined} />);
    input.setSelectionRange(22, 26);
    fireEvent.keyUp(input, { key: 'ArrowRight', shiftKey: true });
    expect(screen.queryByRole('button', { name: 'Comment on selection' })).toBeNull();
  });
});
