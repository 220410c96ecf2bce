import { describe, expect, it } from 'vitest';
import { rewriteStaticFindings } from './rewrite.js';
import type { Finding } from './types.js';

function staticFinding(text: string, words: string, category: string): Finding {
  const start = text.indexOf(words);
  return {
    category,
    layer: 'static',
    score: 10,
    words: [words],
    start,
    end: start + words.length,
    explanation: '',
    suggestion: '',
  };
}

describe('rewriteStaticFindings', () => {
  it('removes a clause between commas together with one comma', () => {
    const text = 'The system shall, if necessary, lock the account.';
    expect(rewriteStaticFindings(text, [staticFinding(text, 'if necessary', 'loophole')])).toBe(
      'The system shall lock the account.',
    );
  });

  it('keeps the sentence capitalised when the removed clause opened it', () => {
    const text = 'If possible, the system shall back up the logs.';
    expect(rewriteStaticFindings(text, [staticFinding(text, 'If possible', 'loophole')])).toBe(
      'The system shall back up the logs.',
    );
  });

  it("asks the author to choose between 'and' and 'or' for 'and/or'", () => {
    const text = 'The system shall export CSV and/or JSON.';
    expect(rewriteStaticFindings(text, [staticFinding(text, 'and/or', 'ambiguous')])).toBe(
      'The system shall export CSV <and | or> JSON.',
    );
  });

  it('replaces vague words with a placeholder and leaves text without static findings alone', () => {
    const text = 'The page shall load fast.';
    expect(rewriteStaticFindings(text, [staticFinding(text, 'fast', 'ambiguous')])).toBe(
      'The page shall load <value>.',
    );
    expect(rewriteStaticFindings(text, [])).toBeUndefined();
  });

  it('in concrete mode only removes words, leaving vague ones for the author (no placeholders)', () => {
    const text = 'The system shall, if possible, export CSV and/or JSON fast.';
    const findings = [
      staticFinding(text, 'if possible', 'loophole'),
      staticFinding(text, 'and/or', 'ambiguous'),
      staticFinding(text, 'fast', 'ambiguous'),
    ];
    expect(rewriteStaticFindings(text, findings, 'concrete')).toBe(
      'The system shall export CSV and/or JSON fast.',
    );
    expect(rewriteStaticFindings(text, findings.slice(1), 'concrete')).toBeUndefined();
  });

  it("keeps a comparative verb and asks for the amount and baseline ('shall reduce the number of clicks')", () => {
    const text = 'The redesign shall reduce the number of clicks.';
    expect(rewriteStaticFindings(text, [staticFinding(text, 'reduce', 'comparative')])).toBe(
      'The redesign shall reduce the number of clicks by <amount, from a stated baseline>.',
    );
  });

  it("removes an effort clause with its verb and 'to' ('make best efforts to patch' → 'patch')", () => {
    const text = 'The vendor shall make best efforts to patch critical vulnerabilities within 48 hours.';
    expect(rewriteStaticFindings(text, [staticFinding(text, 'best efforts', 'loophole')])).toBe(
      'The vendor shall patch critical vulnerabilities within 48 hours.',
    );
  });
});
