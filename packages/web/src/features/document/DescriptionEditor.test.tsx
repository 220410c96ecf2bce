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
