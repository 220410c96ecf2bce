import { describe, expect, it } from 'vitest';
import { specFileFixture } from '../../test/spec-fixture';
import { textColumnFixture } from '../../test/text-column-fixture';
import { scoreRequirements } from './score-request';

describe('score request rows', () => {
  it('send the description as it is when the spec has a description column', () => {
    expect(scoreRequirements(specFileFixture(1))[0]?.description).toBe('The system shall do thing 1.');
  });

  it('send the chosen text column as the description the engine reads', () => {
    const [first] = scoreRequirements(textColumnFixture(2, true));
    expect(first).toMatchObject({ id: 'r1', description: 'The system shall do thing 1.' });
    expect(first?.text).toBe('The system shall do thing 1.');
  });

  it('send no description while no text column is chosen', () => {
    expect(scoreRequirements(textColumnFixture(1))[0]?.description).toBeUndefined();
  });
});
