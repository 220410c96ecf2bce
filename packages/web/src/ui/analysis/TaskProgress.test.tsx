import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RunInBackgroundOption } from './RunInBackgroundOption';
import { TaskProgress } from './TaskProgress';

describe('TaskProgress', () => {
  it('shows the percentage on the bar of a background task, with its message', () => {
    render(<TaskProgress percentage={44.6} inBackground message="Working" label="Progress" />);
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByText('Working').textContent).toBe('45% Working');
  });

  it('has an indeterminate bar for a synchronous run', () => {
    render(<TaskProgress percentage={0} inBackground={false} message="Starting" label="Progress" />);
    expect(screen.getByRole('progressbar', { name: 'Progress' }).hasAttribute('aria-valuenow')).toBe(false);
  });
});

describe('RunInBackgroundOption', () => {
  it('reports the choice', async () => {
    const onChange = vi.fn();
    render(<RunInBackgroundOption checked onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Run in the background/ }));
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
