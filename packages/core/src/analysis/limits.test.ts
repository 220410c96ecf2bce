import { describe, expect, it } from 'vitest';
import {
  advancedReviewRequestSchema,
  basicReviewRequestSchema,
  scoreRequestSchema,
} from '../api/analysis.js';
import { specPatchSchema } from '../api/spec-changes.js';
import { parseCsvTable, tableToSpec } from '../exchange/index.js';
import { importSpec } from '../spec/import.js';
import { MAX_REQUIREMENT_TEXT_LENGTH, REQUIREMENT_TEXT_TOO_LONG_MESSAGE } from './limits.js';

const longest = 'a'.repeat(MAX_REQUIREMENT_TEXT_LENGTH);
const tooLong = `${longest}a`;

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('the requirement text length limit', () => {
  it('holds in every analysis request, on every column', () => {
    const review = (description: string) => ({
      selectedColumn: 'description',
      requirements: [{ id: 'R1', description }],
    });
    const score = (cell: string) => ({ analysis_id: 'a', requirements: [{ id: 'R1', description: cell }] });
    expect(basicReviewRequestSchema.safeParse(review(longest)).success).toBe(true);
    expect(scoreRequestSchema.safeParse(score(longest)).success).toBe(true);
    for (const schema of [basicReviewRequestSchema, advancedReviewRequestSchema]) {
      expect(messagesOf(schema.safeParse(review(tooLong)))).toEqual([REQUIREMENT_TEXT_TOO_LONG_MESSAGE]);
    }
    expect(messagesOf(scoreRequestSchema.safeParse(score(tooLong)))).toEqual([
      REQUIREMENT_TEXT_TOO_LONG_MESSAGE,
    ]);
    const otherColumn = { analysis_id: 'a', requirements: [{ id: 'R1', description: 'x', notes: tooLong }] };
    expect(messagesOf(scoreRequestSchema.safeParse(otherColumn))).toEqual([
      REQUIREMENT_TEXT_TOO_LONG_MESSAGE,
    ]);
  });

  it('holds in the rows a save writes', () => {
    const patch = (text: string) => ({ version: 1, upsert: [{ id: 'R1', rowOrder: 1, text }] });
    expect(specPatchSchema.safeParse(patch(longest)).success).toBe(true);
    expect(messagesOf(specPatchSchema.safeParse(patch(tooLong)))).toEqual([
      REQUIREMENT_TEXT_TOO_LONG_MESSAGE,
    ]);
  });

  it('refuses a file to import with a too long row, naming the row rather than losing it', () => {
    const spec = (text: string) => ({
      columns: [{ field: 'id' }, { field: 'text' }],
      rows: [
        { id: 'R1', text: 'The system shall start.' },
        { id: 'R2', text },
      ],
    });
    expect(importSpec(spec(longest)).ok).toBe(true);
    const refused = importSpec(spec(tooLong));
    expect(refused).toEqual({
      ok: false,
      message: `Row 2 (R2) has a text of 10,001 characters; a requirement's text may have at most 10,000. Please shorten it and import again.`,
    });
  });

  it('refuses a table to import (CSV, workbook) with a too long row, naming it', () => {
    const parsed = parseCsvTable(`id,text\nR1,The system shall start.\nR2,${tooLong}\n`);
    if (!parsed.ok) throw new Error(parsed.message);
    const mapping = { idColumn: 0, textColumn: 1, typeColumn: null };
    expect(tableToSpec(parsed.table, mapping)).toEqual({
      ok: false,
      message: `Row 2 (R2) has a text of 10,001 characters; a requirement's text may have at most 10,000. Please shorten it and import again.`,
    });
  });
});
