import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithConfig } from '../../../test/render-with-config';
import { AdvancedReviewDialog } from './AdvancedReviewDialog';
import { ADVANCED_REVIEW_MESSAGES } from './advanced-review';
import { advancedReview } from './advanced-review-wiring';

describe('AdvancedReviewDialog', () => {
  afterEach(() => {
    advancedReview.store.setState({ fileId: null, column: '', current: { step: 'idle' } });
  });

  it('says before the review starts that the credits come back when the language model does not run', () => {
    advancedReview.store.setState({
      fileId: null,
      column: 'description',
      current: { step: 'setup', message: null },
    });
    render(<AdvancedReviewDialog onClose={vi.fn()} />);
    expect(screen.getByText(ADVANCED_REVIEW_MESSAGES.creditsRefund)).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Start Review' });
    expect(start.getAttribute('aria-describedby')).toBe('advanced-review-cost advanced-review-refund');
    expect(document.getElementById('advanced-review-refund')?.textContent).toBe(
      "Credits pay for the language model's part of the review: if the model is unavailable or fails, they are given back.",
    );
  });
});

describe('AdvancedReviewDialog with too few credits', () => {
  afterEach(() => {
    advancedReview.store.setState({ fileId: null, column: '', current: { step: 'idle' } });
  });

  it('names what is needed, what is left and the sales contact for more credits', () => {
    advancedReview.store.setState({
      fileId: null,
      column: 'description',
      current: { step: 'blocked', blocker: { reason: 'insufficientCredits', credits: 3, needed: 12 } },
    });
    renderWithConfig(<AdvancedReviewDialog onClose={vi.fn()} />, {
      support: { email: 'help@specwright.test', salesEmail: 'sales@specwright.test' },
    });
    expect(screen.getByText('This review needs 12 credits (one per requirement); you have 3.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'sales@specwright.test' });
    expect(link.getAttribute('href')).toBe('mailto:sales@specwright.test?subject=Credits');
  });
});
