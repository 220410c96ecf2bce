import { qualityCatalogue } from '@specwright/quality';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreDocsPage } from './ScoreDocsPage';

describe('ScoreDocsPage languages', () => {
  it('names English and Portuguese at the top of the page', () => {
    render(<ScoreDocsPage />);
    const languages = screen.getByRole('heading', { level: 2, name: 'Languages' }).parentElement;
    expect(languages?.textContent).toContain('English');
    expect(languages?.textContent).toContain('Portuguese');
  });

  it('shows the Portuguese lexicon, its exceptions and sources under each static detector', () => {
    const { container } = render(<ScoreDocsPage />);
    for (const entry of qualityCatalogue().filter((candidate) => candidate.layer === 'static')) {
      const portuguese = container.querySelector(
        `details[data-category="${entry.category}"] [data-language="pt"]`,
      );
      expect(portuguese?.textContent).toContain(
        `Portuguese lexicon (${entry.portuguese?.examples.length} words and phrases)`,
      );
      expect(portuguese?.textContent).toContain(entry.portuguese?.sources[0]);
    }
    const superlative = container.querySelector('details[data-category="superlative"] [data-language="pt"]');
    expect(superlative?.textContent).toContain('imbatível');
    expect(superlative?.textContent).toContain('Not flagged in Portuguese');
  });
});
