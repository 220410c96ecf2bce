import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeRequirement } from './analyze.js';
import { checkRow } from './review/row-check.js';
import { createSpellChecker } from './spelling/node.js';
import { introducesPlaceholder } from './text/placeholders.js';

/** 300 ARTA sentences (see test/arta-sample/README.md). */
const sentences: string[] = (
  JSON.parse(readFileSync(new URL('./test/arta-sample/sentences.json', import.meta.url), 'utf8')) as {
    text: string;
  }[]
).map((sentence) => sentence.text);
const spelling = createSpellChecker();
const weakModals = ['should', 'may', 'might', 'could', 'will', 'can'] as const;

/** The sentence with its first 'shall'/'must' made weak, so weak-modal rows are plenty. */
function weakened(text: string, modal: string): string {
  return text.replace(/\b(?:shall|must)\b/i, modal);
}

/** Every text a user reads about one requirement: score analysis and the basic review's row. */
function shownTexts(text: string): { analysis: ReturnType<typeof analyzeRequirement>; shown: string[] } {
  const analysis = analyzeRequirement(text);
  const row = checkRow(text, spelling);
  return {
    analysis,
    shown: [
      analysis.description,
      analysis.suggestion,
      ...analysis.findings.map((finding) => finding.suggestion),
      row.reason,
      row.proposition,
    ],
  };
}

const rewriteIn = (suggestion: string) =>
  /Rewrite: "(.*)"(?: \(example figures: confirm them\))?$/s.exec(suggestion)?.[1];

describe('suggestion, reason and proposal texts over ARTA sentences', () => {
  it('never show an angle-bracket placeholder, and a weak-modal row is rewritten with shall', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sentences),
        fc.option(fc.constantFrom(...weakModals)),
        (sentence, modal) => {
          const text = modal === null ? sentence : weakened(sentence, modal);
          const { analysis, shown } = shownTexts(text);
          for (const shownText of shown)
            expect(introducesPlaceholder(text, shownText), shownText).toBe(false);
          if (!analysis.findings.some((finding) => finding.category === 'weak-modal')) return;
          const rewrite = rewriteIn(analysis.suggestion);
          if (rewrite !== undefined) expect(rewrite).toMatch(/\bshall\b/);
          const proposition = checkRow(text, spelling).proposition;
          if (proposition !== '') expect(proposition).toMatch(/\bshall\b/);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('rewrites a weak modal, a vague speed and ease of use in one complete sentence, marked as an example', () => {
    const { suggestion } = analyzeRequirement('The system should be easy to use and respond quickly.');
    expect(rewriteIn(suggestion)).toBe(
      'The system shall let a first-time user complete each task without help within 5 minutes and respond within 2 seconds.',
    );
    expect(suggestion).toMatch(/\(example figures: confirm them\)$/);
  });

  it("a basic review's reason for a weak modal names no template ('WHERE <feature is included>')", () => {
    const { reason, proposition } = checkRow('The system may export the report.', spelling);
    expect(reason).not.toMatch(/<[^<>]+>/);
    expect(proposition).toBe('The system shall export the report.');
  });
});
