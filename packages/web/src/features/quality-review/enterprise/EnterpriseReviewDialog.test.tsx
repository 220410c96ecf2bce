import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConfig } from '../../../test/render-with-config';
import { EnterpriseReviewDialog } from './EnterpriseReviewDialog';

describe('EnterpriseReviewDialog', () => {
  it('names the sales contact, not the support address', () => {
    renderWithConfig(<EnterpriseReviewDialog onClose={vi.fn()} />, {
      support: { email: 'help@specwright.test', salesEmail: 'sales@specwright.test' },
    });
    const link = screen.getByRole('link', { name: 'sales@specwright.test' });
    expect(link.getAttribute('href')).toBe('mailto:sales@specwright.test?subject=Enterprise%20review');
    expect(screen.getByTestId('enterprise-contact').textContent).toBe(
      'Enterprise review is set up for each customer. To arrange it, please contact our sales team at sales@specwright.test.',
    );
    expect(screen.queryByRole('link', { name: 'help@specwright.test' })).toBeNull();
  });

  it('still asks to contact sales when no sales address is configured', () => {
    renderWithConfig(<EnterpriseReviewDialog onClose={vi.fn()} />, {
      support: { email: 'help@specwright.test', salesEmail: ' ' },
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('enterprise-contact').textContent).toMatch(/please contact our sales team\.$/);
  });
});
