import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProposalDecisionButtons, ProposalProgress, ProposalsFinished } from './ProposalSteps';

describe('proposal steps', () => {
  it('Skip, Accept All, Reject and Accept call their handlers', async () => {
    const on = { accept: vi.fn(), reject: vi.fn(), skip: vi.fn(), acceptAll: vi.fn() };
    render(
      <ProposalDecisionButtons step={{ acceptable: true, draft: 'x', remainingAcceptable: 2 }} on={on} />,
    );
    for (const name of ['Skip', 'Accept All', 'Reject', 'Accept'])
      await userEvent.click(screen.getByRole('button', { name }));
    for (const handler of Object.values(on)) expect(handler).toHaveBeenCalledTimes(1);
  });

  it('offers only Skip and Accept All for a row without a proposal, and no Accept of an emptied text', () => {
    const on = { accept: vi.fn(), reject: vi.fn(), skip: vi.fn(), acceptAll: vi.fn() };
    const { rerender } = render(
      <ProposalDecisionButtons step={{ acceptable: false, draft: null, remainingAcceptable: 0 }} on={on} />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Skip', 'Accept All']);
    expect(screen.getByRole('button', { name: 'Accept All' })).toHaveProperty('disabled', true);
    rerender(
      <ProposalDecisionButtons step={{ acceptable: true, draft: ' ', remainingAcceptable: 1 }} on={on} />,
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);
  });

  it('shows the position in the proposals and the counts', () => {
    render(
      <ProposalProgress
        step={{ proposals: ['a', 'b', 'c'], index: 1, accepted: 1, rejected: 0, skipped: 0 }}
        noun="Proposal"
      />,
    );
    expect(screen.getByTestId('review-counters').textContent).toBe('Proposal 2 of 3Accepted: 1Rejected: 0');
  });

  it('says how many proposals there were at the end', () => {
    render(
      <ProposalsFinished
        step={{ total: 3, accepted: 1, rejected: 1, skipped: 1 }}
        nounPlural="suggestions"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('All 3 suggestions reviewed.');
    expect(screen.getByTestId('review-counters').textContent).toBe('Accepted: 1Rejected: 1Skipped: 1');
  });
});
