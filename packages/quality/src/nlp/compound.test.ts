import { describe, expect, it } from 'vitest';
import { detectCompound } from './compound.js';
import { tokenize } from './tokens.js';

function compound(text: string) {
  return detectCompound(text, tokenize(text));
}

describe('detectCompound', () => {
  it('splits two clauses that each have a subject and a binding modal', () => {
    const [finding] = compound('The user shall log in and the system shall show the dashboard.');
    expect(finding?.words).toEqual(['and']);
    expect(finding?.suggestion).toContain('The user shall log in. && The system shall show the dashboard.');
  });

  it('does not split a list of objects whose second item starts with an -ing modifier', () => {
    expect(compound('ETCS shall be able to supervise train and shunting movements.')).toEqual([]);
  });

  it('still splits two actions that share the subject', () => {
    const [finding] = compound('The system shall encrypt the file and send it to the archive.');
    expect(finding?.suggestion).toContain('&&');
  });
});
