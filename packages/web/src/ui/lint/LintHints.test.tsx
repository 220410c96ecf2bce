import type { Finding } from '@specwright/quality';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LintHints } from './LintHints';

const finding = (words: string, start: number, overrides: Partial<Finding> = {}): Finding => ({
  category: 'loophole',
  layer: 'static',
  score: 10,
  words: [words],
  start,
  end: start + words.length,
  explanation: `'${words}' leaves a loophole.`,
  suggestion: 'State the exact condition.',
  ...overrides,
});

describe('LintHints', () => {
  it('underlines the words, explains them in a tooltip and lists the findings', () => {
    const text = 'The system shall respond fast if possible.';
    render(
      <LintHints
        text={text}
        findings={[
          finding('if possible', 30),
          finding('fast', 25, { score: 20, category: 'ambiguous', explanation: 'Vague.' }),
        ]}
      />,
    );
    const marks = [...document.querySelectorAll('.lint-mark')];
    expect(marks.map((mark) => mark.firstChild?.textContent)).toEqual(['fast', 'if possible']);
    const tip = screen.getAllByRole('tooltip')[1];
    expect(tip?.textContent).toContain("'if possible' leaves a loophole.");
    expect(marks[1]?.getAttribute('aria-describedby')).toBe(tip?.id);
    expect(screen.getByRole('list', { name: 'Quality findings' }).textContent).toContain(
      'State the exact condition.',
    );
  });

  it('renders nothing without findings', () => {
    const { container } = render(<LintHints text="Fine." findings={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
