import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DescriptionEditor } from './DescriptionEditor';

describe('live lint in the editors', () => {
  it('shows the findings of a description while it is edited in the document view', async () => {
    render(
      <DescriptionEditor
        initialText="The system shall work."
        entryName="requirement 1"
        onSave={vi.fn()}
        onCancel={vi.fn()}
        linted
      />,
    );
    fireEvent.change(screen.getByRole('textbox'), {
      target: { value: 'The system shall, if possible, log errors.' },
    });
    const hints = await screen.findByTestId('live-lint', {}, { timeout: 15_000 });
    expect(hints.querySelector('.lint-mark')?.firstChild?.textContent?.toLowerCase()).toContain(
      'if possible',
    );
  });

  it('does not lint a chapter, context or comment being edited', async () => {
    render(
      <DescriptionEditor
        initialText="1 Introduction"
        entryName="chapter in row 1"
        onSave={vi.fn()}
        onCancel={vi.fn()}
        linted={false}
      />,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '1 Introduction, if possible' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByTestId('live-lint')).toBeNull();
  });
});

describe('comment on selection in the document editor', () => {
  const editor = (onCommentOnSelection?: (span: { quote: string; start: number; end: number }) => void) =>
    render(
      <DescriptionEditor
        initialText="The system should be fast."
        entryName="requirement 2"
        onSave={vi.fn()}
        onCancel={vi.fn()}
        linted={false}
        onCommentOnSelection={onCommentOnSelection}
      />,
    );
  const select = (start: number, end: number) => {
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox');
    textarea.setSelectionRange(start, end);
    fireEvent.select(textarea);
    return textarea;
  };

  it('offers the button while text is selected, and comments on it by the button or Ctrl+Alt+M', () => {
    const comment = vi.fn();
    editor(comment);
    expect(screen.queryByRole('button', { name: 'Comment on selection' })).toBeNull();
    const textarea = select(21, 25);
    const button = screen.getByRole('button', { name: 'Comment on selection' });
    expect(button.getAttribute('title')).toBe('Comment on selection (Ctrl+Alt+M)');
    fireEvent.click(button);
    expect(comment).toHaveBeenLastCalledWith({ quote: 'fast', start: 21, end: 25 });
    textarea.setSelectionRange(4, 10);
    fireEvent.keyDown(textarea, { key: 'm', code: 'KeyM', ctrlKey: true, altKey: true });
    expect(comment).toHaveBeenLastCalledWith({ quote: 'system', start: 4, end: 10 });
    select(3, 3);
    expect(screen.queryByRole('button', { name: 'Comment on selection' })).toBeNull();
  });

  it('offers nothing to a user who may not comment', () => {
    editor();
    const textarea = select(21, 25);
    expect(screen.queryByRole('button', { name: 'Comment on selection' })).toBeNull();
    fireEvent.keyDown(textarea, { key: 'm', code: 'KeyM', ctrlKey: true, altKey: true });
    expect(textarea.value).toBe('The system should be fast.');
  });
});
