import { describe, expect, it } from 'vitest';
import { qualityReviewView } from './quality-review-view';

describe('quality review view', () => {
  const parts = {
    title: 'Some Review',
    testId: 'some-review-dialog',
    description: '',
    idleShows: 'setup',
    running: { kind: 'indeterminate', label: 'progress' },
  } as const;

  it("names the walk through the proposals 'review' in data-step, besides the review's own step names", () => {
    const view = qualityReviewView<string>({ ...parts, stepNames: { noProposals: 'noSuggestions' } });
    expect(view.stepNames).toEqual({ proposal: 'review', noProposals: 'noSuggestions' });
  });

  it('offers the columns a quality review can check and starts with Start Review', () => {
    const view = qualityReviewView<string>({ ...parts, stepNames: {} });
    expect(view.setup.startLabel).toBe('Start Review');
    expect(view.setup.columns).toBeTypeOf('function');
  });
});
