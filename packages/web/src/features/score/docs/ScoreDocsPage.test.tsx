import { qualityCatalogue } from '@specwright/quality';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreDocsPage } from './ScoreDocsPage';
import { scoreScale } from './score-scale';

describe('ScoreDocsPage', () => {
  it('lists every entry of the engine catalogue in its band of the scale', () => {
    const { container } = render(<ScoreDocsPage />);
    const catalogue = qualityCatalogue();
    expect(catalogue.length).toBeGreaterThan(0);
    for (const entry of catalogue) {
      expect(container.querySelector(`details[data-category="${entry.category}"]`)).not.toBeNull();
    }
    const staticBand = screen.getByTestId('score-docs-static');
    expect(within(staticBand).getByRole('heading', { level: 2 }).textContent).toContain('5–45');
    expect(screen.getByTestId('score-docs-nlp').textContent).toContain('50–65');
    expect(screen.getByTestId('score-docs-llm').textContent).toContain('70–75');
    expect(screen.getByTestId('score-docs-improvements').textContent).toContain('80–100');
  });

  it('shows each static detector with its lexicon, suppressions and sources', () => {
    const { container } = render(<ScoreDocsPage />);
    const loophole = qualityCatalogue().find((entry) => entry.category === 'loophole');
    if (!loophole) throw new Error('the engine has no loophole detector');
    const details = container.querySelector('details[data-category="loophole"]');
    expect(details?.textContent).toContain(loophole.examples[0]);
    expect(details?.textContent).toContain(loophole.sources[0]);
    expect(details?.textContent).toContain('Not flagged');
  });

  it('puts each layer in its own band, static entries ordered by score', () => {
    const sections = scoreScale(qualityCatalogue());
    const staticScores = sections[0]?.entries.map((entry) => Number(entry.score)) ?? [];
    expect(staticScores).toEqual([...staticScores].sort((a, b) => a - b));
    expect(sections[0]?.entries.every((entry) => entry.layer === 'static')).toBe(true);
    expect(sections[3]?.entries.every((entry) => entry.layer === 'quality')).toBe(true);
  });
});
