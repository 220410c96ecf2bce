import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConfig } from '../../test/render-with-config';
import { EnterpriseReviewDialog } from './EnterpriseReviewDialog';

describe('EnterpriseReviewDialog', () => {
  it('tells the user to contact the provider at the support address', () => {
    renderWithConfig(<EnterpriseReviewDialog onClose={vi.fn()} />, {
      support: { email: 'help@specwright.test', salesEmail: '' },
    });
    const link = screen.getByRole('link', { name: 'help@specwright.test' });
    expect(link.getAttribute('href')).toBe('mailto:help@specwright.test?subject=Enterprise%20review');
    expect(screen.getByTestId('enterprise-contact').textContent).toContain('please contact us at');
  });
});
