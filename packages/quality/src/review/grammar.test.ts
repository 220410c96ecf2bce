import { describe, expect, it } from 'vitest';
import { grammarIssues } from './grammar.js';
import { applyEdits } from './text-edits.js';

const fixed = (text: string) =>
  applyEdits(
    text,
    grammarIssues(text).map((issue) => issue.edit),
  );
const messages = (text: string) => grammarIssues(text).map((issue) => `${issue.severity}: ${issue.message}`);

describe('grammarIssues', () => {
  it('removes doubled words but keeps "that that" and numbers', () => {
    expect(messages('The system shall store the the record.')).toEqual(["error: Doubled word 'the the'."]);
    expect(fixed('The system shall store the the record.')).toBe('The system shall store the record.');
    expect(grammarIssues('He said that that value and 10 10 ms are fine.')).toEqual([]);
  });

  it('corrects a/an by sound, including user, unique, hour and one', () => {
    expect(fixed('The user shall enter a email and an password.')).toBe(
      'The user shall enter an email and a password.',
    );
    expect(
      grammarIssues('The system shall assign a user a unique id within an hour and a one-time code.'),
    ).toEqual([]);
    expect(fixed('The system shall assign an user to a hour slot.')).toBe(
      'The system shall assign a user to an hour slot.',
    );
    expect(fixed('A error shall be logged.')).toBe('An error shall be logged.');
  });

  it('does not judge articles before acronyms and numbers', () => {
    expect(grammarIssues('The app shall call a API, an SQL server and a 8-bit port.')).toEqual([]);
  });

  it('capitalises the first letter, collapses spaces and adds a final period to sentences', () => {
    expect(fixed('  the system  shall log every login  ')).toBe('The system shall log every login.');
    expect(messages('the system shall log every login.')).toEqual([
      'warning: The requirement should start with a capital letter.',
    ]);
  });

  it('leaves headings, labels and finished sentences alone', () => {
    expect(grammarIssues('User login')).toEqual([]);
    expect(grammarIssues('The system shall log every login (audit).')).toEqual([]);
    expect(grammarIssues('iOS app shall start.')).toEqual([]);
  });

  it('does not correct words inside quotations when given the prose view', () => {
    const text = 'The label shall read "the the end".';
    const prose = text.replace(/"[^"]*"/, (quote) => ' '.repeat(quote.length));
    expect(grammarIssues(text, prose)).toEqual([]);
  });
});
