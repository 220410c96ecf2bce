import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewDecisionButtons, ReviewFinished, ReviewProgress } from './ReviewSteps';

describe('review steps', () => {
  it('Reject and Accept call their handlers', async () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    render(<ReviewDecisionButtons onAccept={onAccept} onReject={onReject} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('shows the position in the proposals and the counts', () => {
    render(
      <ReviewProgress
        step={{ proposals: ['a', 'b', 'c'], index: 1, accepted: 1, rejected: 0 }}
        noun="Proposal"
      />,
    );
    expect(screen.getByTestId('review-counters').textContent).toBe('Proposal 2 of 3Accepted: 1Rejected: 0');
  });

  it('says how many were reviewed at the end', () => {
    render(<ReviewFinished step={{ total: 2, accepted: 1, rejected: 1 }} nounPlural="suggestions" />);
    expect(screen.getByRole('status').textContent).toBe('All 2 suggestions reviewed.');
    expect(screen.getByTestId('review-counters').textContent).toBe('Accepted: 1Rejected: 1');
  });
});
