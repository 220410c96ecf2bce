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

const rewritten = (text: string, findings: Finding[], mode: 'examples' | 'concrete' = 'examples') =>
  rewriteStaticFindings(text, findings, mode)?.text;

describe('rewriteStaticFindings', () => {
  it('removes a clause between commas together with one comma', () => {
    const text = 'The system shall, if necessary, lock the account.';
    expect(rewritten(text, [staticFinding(text, 'if necessary', 'loophole')])).toBe(
      'The system shall lock the account.',
    );
  });

  it('keeps the sentence capitalised when the removed clause opened it', () => {
    const text = 'If possible, the system shall back up the logs.';
    expect(rewritten(text, [staticFinding(text, 'If possible', 'loophole')])).toBe(
      'The system shall back up the logs.',
    );
  });

  it("has no rewrite for 'and/or' or a comparative verb: the author chooses (null, never a placeholder)", () => {
    const text = 'The system shall export CSV and/or JSON.';
    expect(rewriteStaticFindings(text, [staticFinding(text, 'and/or', 'ambiguous')])).toBeNull();
    const reduce = 'The redesign shall reduce the number of clicks.';
    expect(rewriteStaticFindings(reduce, [staticFinding(reduce, 'reduce', 'comparative')])).toBeNull();
  });

  it('replaces a vague word with a typical figure and its unit, and leaves text without static findings alone', () => {
    const text = 'The page shall load fast.';
    expect(rewriteStaticFindings(text, [staticFinding(text, 'fast', 'ambiguous')])).toEqual({
      text: 'The page shall load within 2 seconds.',
      usesExampleFigures: true,
    });
    expect(rewriteStaticFindings(text, [])).toBeUndefined();
  });

  it('moves an adverbial figure to the end of the sentence when the term stands before its verb', () => {
    const text = 'The system shall quickly send some alerts.';
    const findings = [staticFinding(text, 'quickly', 'ambiguous'), staticFinding(text, 'some', 'ambiguous')];
    expect(rewritten(text, findings)).toBe('The system shall send at least 3 alerts within 2 seconds.');
  });

  it('in concrete mode only removes words, leaving vague ones for the author', () => {
    const text = 'The system shall, if possible, export CSV and/or JSON fast.';
    const findings = [
      staticFinding(text, 'if possible', 'loophole'),
      staticFinding(text, 'and/or', 'ambiguous'),
      staticFinding(text, 'fast', 'ambiguous'),
    ];
    expect(rewriteStaticFindings(text, findings, 'concrete')).toEqual({
      text: 'The system shall export CSV and/or JSON fast.',
      usesExampleFigures: false,
    });
    expect(rewritten(text, findings.slice(1), 'concrete')).toBe(text);
  });

  it("removes an effort clause with its verb and 'to' ('make best efforts to patch' → 'patch')", () => {
    const text = 'The vendor shall make best efforts to patch critical vulnerabilities within 48 hours.';
    expect(rewritten(text, [staticFinding(text, 'best efforts', 'loophole')])).toBe(
      'The vendor shall patch critical vulnerabilities within 48 hours.',
    );
  });
});
