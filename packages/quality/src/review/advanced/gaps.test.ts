import { describe, expect, it } from 'vitest';
import { gapProposals, MAX_GAP_PROPOSALS } from './gaps.js';

const rows = (...descriptions: string[]) =>
  descriptions.map((description, index) => ({ id: `R${index + 1}`, description }));
const added = (...descriptions: string[]) =>
  gapProposals(rows(...descriptions)).map((p) => `${p.id} ${p.action}: ${p.reason} => ${p.proposition}`);

describe('gapProposals', () => {
  it('proposes a delete for an object that can be created but never deleted', () => {
    expect(added('The user shall be able to create a new project.')).toEqual([
      'NEW-1 add: R1 creates a project, but no requirement deletes or archives one. => The system shall allow an authorised user to delete a project.',
    ]);
    expect(
      added('The user shall be able to create a new project.', 'The owner can remove projects.'),
    ).toEqual([]);
  });

  it('proposes sign-out and password reset for a spec with sign-in', () => {
    const gaps = added('The user shall log in with e-mail and password.');
    expect(gaps).toHaveLength(2);
    expect(gaps[0]).toContain('R1 lets users sign in, but no requirement lets them sign out');
    expect(gaps[1]).toContain('R1 uses passwords, but no requirement covers a forgotten password.');
    expect(
      added(
        'The user shall log in with e-mail and password.',
        'The user shall log out.',
        'The user shall reset a forgotten password.',
      ),
    ).toEqual([]);
  });

  it('proposes an error case for a risky action nobody handles', () => {
    expect(added('The user shall upload a CSV file.')[0]).toContain(
      "R1 involves 'upload', but no requirement says what happens when it fails.",
    );
    expect(
      added('The user shall upload a CSV file.', 'IF an upload fails, THEN the system shall show an error.'),
    ).toEqual([]);
  });

  it('skips ids the spec already uses and caps the number of proposals', () => {
    const proposals = gapProposals([{ id: 'NEW-1', description: 'The user shall upload files.' }]);
    expect(proposals.map((p) => p.id)).toEqual(['NEW-2']);
    const many = rows(
      ...Array.from(
        { length: 40 },
        (_, index) =>
          `The user shall create a widget${String.fromCharCode(97 + (index % 26))}${index} entry.`,
      ),
    );
    expect(gapProposals(many).length).toBeLessThanOrEqual(MAX_GAP_PROPOSALS);
  });
});
