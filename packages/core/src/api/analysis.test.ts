import { describe, expect, it } from 'vitest';
import { advancedReviewRequestSchema, basicReviewRequestSchema, scoreRequestSchema } from './analysis.js';

const rows = [
  { id: 'C1', description: '1 Introduction', this_is_a: 'chapter' },
  { id: 'X1', description: 'Background', this_is_a: 'Context' },
  { id: 'N1', description: 'Ask Ada', this_is_a: 'comment' },
  { id: 'R1', description: 'The system shall log in.', this_is_a: 'requirement' },
  { id: 'R2', description: 'The system shall log out.' },
];

describe('analysis requests', () => {
  it('drop chapter, context and comment rows, so they are neither analysed, counted nor charged', () => {
    const review = { selectedColumn: 'description', requirements: rows };
    const ids = (parsed: { requirements: { id: string }[] }) => parsed.requirements.map((row) => row.id);
    expect(ids(basicReviewRequestSchema.parse(review))).toEqual(['R1', 'R2']);
    expect(ids(advancedReviewRequestSchema.parse(review))).toEqual(['R1', 'R2']);
    expect(ids(scoreRequestSchema.parse({ analysis_id: 'a', requirements: rows }))).toEqual(['R1', 'R2']);
  });
});
