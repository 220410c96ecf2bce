import type { Row } from '@specwright/core';
import { render, screen } from '@testing-library/react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { describe, expect, it } from 'vitest';
import { ScoreCell, ScoreDescriptionCell } from './score-cells';

const props = (value: unknown) => ({ value }) as CustomCellRendererProps<Row>;

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
