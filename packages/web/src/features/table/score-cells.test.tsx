import type { Row } from '@specwright/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { describe, expect, it } from 'vitest';
import { ScoreCell } from './ScoreCell';
import { ScoreDescriptionCell } from './score-cells';

const props = (value: unknown, data?: Partial<Row>) => ({ value, data }) as CustomCellRendererProps<Row>;

describe('score cells', () => {
  it.each([
    [92, 'high'],
    ['65', 'medium'],
    [10, 'low'],
  ])('shows %s as a %s pill with its band in words', (value, band) => {
    render(<ScoreCell {...props(value)} />);
    const pill = screen.getByRole('img', { name: `Score ${value}, ${band}` });
    expect(pill.className).toContain(`score-pill--${band}`);
  });

  it('opens the finding, the suggestion and a link to its documentation from the pill', async () => {
    const data = {
      id: 'REQ-3',
      score_description: "Loophole (escape or open-ended clause) (10): 'if possible' — An escape clause.",
      score_suggestion: "Remove 'if possible'.",
    };
    render(<ScoreCell {...props('10', data)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Score 10, low: show why' }));
    const popover = await screen.findByRole('dialog', { name: 'Why this requirement scores 10' });
    expect(popover.querySelector('mark')?.textContent).toBe('if possible');
    expect(popover.textContent).toContain("Remove 'if possible'.");
    expect(
      screen.getByRole('button', {
        name: 'About “Loophole (escape or open-ended clause)” in the documentation',
      }),
    ).toBeTruthy();
  });

  it('shows a value that is not a score as text', () => {
    const { container } = render(<ScoreCell {...props('n/a')} />);
    expect(container.textContent).toBe('n/a');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('highlights the quoted words of a description as text, never as markup', () => {
    const { container } = render(
      <ScoreDescriptionCell {...props("Loophole words: 'if possible' and '<img src=x onerror=alert(1)>'")} />,
    );
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['if possible', '<img src=x onerror=alert(1)>']);
    expect(container.querySelector('img')).toBeNull();
  });
});
