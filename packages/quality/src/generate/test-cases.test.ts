import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateTestCases, scenarioText } from './test-cases.js';

describe('generateTestCases', () => {
  it('turns an EARS requirement into a Given/When/Then scenario traced to its id', () => {
    const [only, ...rest] = generateTestCases([
      { id: 'REQ-1', text: 'While signed in, when the user presses Save, the editor shall store the file.' },
    ]);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ id: 'TC-001', kind: 'scenario', verifies: ['REQ-1'] });
    expect(only && scenarioText(only)).toBe(
      'Given signed in\nWhen the user presses Save\nThen the editor shall store the file',
    );
  });

  it('adds a boundary case for each number, at the limit and just past it', () => {
    const cases = generateTestCases([{ id: 'R2', text: 'The search shall answer within 2 seconds.' }]);
    expect(cases.map((testCase) => testCase.kind)).toEqual(['scenario', 'boundary']);
    expect(cases[1]?.outcome).toBe(
      'the search shall answer within 2 seconds: 2 seconds is accepted and 3 seconds is not',
    );
    expect(cases[1]?.title).toBe('Boundary 2 seconds: The search shall answer within 2 seconds.');
  });

  it('gives a requirement without a trigger a default Given and When', () => {
    const [scenario] = generateTestCases([{ id: 'A', text: 'The server must not log passwords.' }]);
    expect(scenario).toMatchObject({
      given: 'the server is ready',
      when: 'the server is asked to log passwords',
      outcome: 'the server must not log passwords',
    });
  });

  it('skips empty texts and numbers the cases across requirements', () => {
    const cases = generateTestCases([
      { id: 'A', text: ' ' },
      { id: 'B', text: 'The app shall start.' },
      { id: 'C', text: 'The app shall stop.' },
    ]);
    expect(cases.map((testCase) => [testCase.id, testCase.verifies[0]])).toEqual([
      ['TC-001', 'B'],
      ['TC-002', 'C'],
    ]);
  });

  it('is deterministic, traces every case to its requirement and covers every non-empty one (property)', () => {
    const requirement = fc.record({
      id: fc.stringMatching(/^[A-Z]{2,4}-\d{1,4}$/),
      text: fc.string({ maxLength: 120 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(requirement, { selector: (item) => item.id, maxLength: 30 }),
        (requirements) => {
          const cases = generateTestCases(requirements);
          expect(generateTestCases(requirements)).toEqual(cases);
          const ids = new Set(requirements.map((item) => item.id));
          for (const testCase of cases) {
            expect(testCase.verifies.every((id) => ids.has(id))).toBe(true);
            expect(scenarioText(testCase).split('\n')).toHaveLength(3);
          }
          const verified = new Set(cases.flatMap((testCase) => testCase.verifies));
          for (const item of requirements) expect(verified.has(item.id)).toBe(item.text.trim() !== '');
          expect(new Set(cases.map((testCase) => testCase.id)).size).toBe(cases.length);
        },
      ),
    );
  });
});
