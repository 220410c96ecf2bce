import { describe, expect, it } from 'vitest';
import { lintRequirement } from '../analyze.js';
import { createSpellChecker } from '../spelling/node.js';
import { checkRow, EMPTY_ROW_REASON, worstStatus } from './row-check.js';

const spelling = createSpellChecker();
const CLEAN = 'The system shall lock an account after 5 failed sign-in attempts within 10 minutes.';

describe('checkRow', () => {
  it('passes a clean requirement', () => {
    expect(lintRequirement(CLEAN)).toEqual([]);
    expect(checkRow(CLEAN, spelling)).toEqual({ status: 'ok', proposition: CLEAN, reason: '' });
  });

  it('makes a misspelling an error and corrects it in the proposition', () => {
    const check = checkRow(
      'The system shall lock an acount after 5 failed sign-in attempts within 10 minutes.',
      spelling,
    );
    expect(check).toEqual({ status: 'error', proposition: CLEAN, reason: "Spelling: 'acount' → 'account'." });
  });

  it('makes wrong English an error and form problems a warning, fixing both', () => {
    expect(
      checkRow(
        'The system shall lock a account after 5 failed sign-in attempts within 10 minutes.',
        spelling,
      ),
    ).toMatchObject({
      status: 'error',
      proposition: CLEAN,
    });
    const form = checkRow(
      'the system shall lock an account after 5 failed sign-in attempts within 10 minutes',
      spelling,
    );
    expect(form).toEqual({
      status: 'warning',
      proposition: CLEAN,
      reason: 'The requirement should start with a capital letter. The requirement should end with a period.',
    });
  });

  it('reports an unknown word without a correction as a warning', () => {
    const check = checkRow(
      'The zqxwvbn shall lock an account after 5 failed sign-in attempts within 10 minutes.',
      spelling,
    );
    expect(check.status).toBe('warning');
    expect(check.reason).toBe("Unknown words: 'zqxwvbn' (check the spelling or define the term).");
  });

  it('makes a loophole (static finding ≤ 20) an error and removes it in the proposition', () => {
    const text =
      'The system shall, if possible, lock an account after 5 failed sign-in attempts within 10 minutes.';
    expect(lintRequirement(text).map((finding) => finding.category)).toContain('loophole');
    const check = checkRow(text, spelling);
    expect(check.status).toBe('error');
    expect(check.proposition).toBe(CLEAN);
    expect(check.reason).toContain("'if possible'");
  });

  it("turns a weak modal into 'shall' and reports it as a warning", () => {
    const text = 'The system should lock an account after 5 failed sign-in attempts within 10 minutes.';
    expect(lintRequirement(text).map((finding) => finding.category)).toEqual(['weak-modal']);
    expect(checkRow(text, spelling)).toMatchObject({ status: 'warning', proposition: CLEAN });
  });

  it('warns about an empty requirement', () => {
    expect(checkRow('  ', spelling)).toEqual({
      status: 'warning',
      proposition: '',
      reason: EMPTY_ROW_REASON,
    });
  });
});

describe('worstStatus', () => {
  it('orders ok < warning < error', () => {
    expect(worstStatus('ok', 'warning')).toBe('warning');
    expect(worstStatus('error', 'ok', 'warning')).toBe('error');
    expect(worstStatus()).toBe('ok');
  });
});
