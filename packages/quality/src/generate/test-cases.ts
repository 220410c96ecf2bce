import { type Boundary, boundariesOf, justBeyond } from './boundaries.js';
import { type EarsParts, earsParts } from './ears-parts.js';

export const TEST_TYPES = ['unit', 'integration', 'e2e'] as const;
export type TestType = (typeof TEST_TYPES)[number];

/** A requirement to derive tests from: its id and its text. */
export interface SourceRequirement {
  readonly id: string;
  readonly text: string;
}

/** One acceptance scenario in Given/When/Then form, traced to the requirements it verifies. */
export interface TestCase {
  readonly id: string;
  readonly title: string;
  readonly given: string;
  readonly when: string;
  readonly outcome: string;
  /** scenario: the requirement's behaviour; boundary: a limit it names, at and just past the value. */
  readonly kind: 'scenario' | 'boundary';
  readonly verifies: readonly string[];
}

const MAX_TITLE = 80;

function shortTitle(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_TITLE ? flat : `${flat.slice(0, MAX_TITLE - 1).trimEnd()}…`;
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

function actor(parts: EarsParts): string {
  return parts.subject === '' ? 'the system' : lowerFirst(parts.subject);
}

function givenOf(parts: EarsParts): string {
  const states = parts.preconditions.map(lowerFirst);
  return states.length > 0 ? states.join(' and ') : `${actor(parts)} is ready`;
}

function whenOf(parts: EarsParts): string {
  if (parts.trigger !== '') return lowerFirst(parts.trigger);
  return `${actor(parts)} is asked to ${lowerFirst(parts.response)}`;
}

function thenOf(parts: EarsParts): string {
  if (parts.modal === '') return lowerFirst(parts.response);
  return `${actor(parts)} ${parts.modal.toLowerCase()} ${lowerFirst(parts.response)}`;
}

const withUnit = (value: string, boundary: Boundary): string =>
  boundary.unit === '' ? value : boundary.unit === '%' ? `${value}%` : `${value} ${boundary.unit}`;

function boundaryThen(parts: EarsParts, boundary: Boundary): string {
  const at = withUnit(boundary.value.replaceAll(',', ''), boundary);
  const beyond = withUnit(justBeyond(boundary), boundary);
  const base = thenOf(parts);
  if (boundary.side === 'exact') return `${base}, with exactly ${at}`;
  return boundary.inclusive
    ? `${base}: ${at} is accepted and ${beyond} is not`
    : `${base}: ${beyond} is accepted and ${at} is not`;
}

/** The scenarios of one requirement: its behaviour, then one boundary case per limit it names. */
function casesOf(requirement: SourceRequirement): Omit<TestCase, 'id'>[] {
  const parts = earsParts(requirement.text);
  const title = shortTitle(requirement.text);
  const given = givenOf(parts);
  const when = whenOf(parts);
  const verifies = [requirement.id];
  const cases: Omit<TestCase, 'id'>[] = [
    { title, given, when, outcome: thenOf(parts), kind: 'scenario', verifies },
  ];
  for (const boundary of boundariesOf(requirement.text)) {
    const limit = withUnit(boundary.value, boundary);
    cases.push({
      title: shortTitle(`Boundary ${limit}: ${requirement.text}`),
      given,
      when,
      outcome: boundaryThen(parts, boundary),
      kind: 'boundary',
      verifies,
    });
  }
  return cases;
}

/** The id of the n-th test case (1-based), zero padded to three digits: TC-001. */
export const testCaseId = (index: number): string => `TC-${String(index).padStart(3, '0')}`;

/**
 * Test cases for the requirements, in their order, derived from each sentence's structure alone: the same
 * requirements always give the same cases. Requirements with an empty text give none.
 */
export function generateTestCases(requirements: readonly SourceRequirement[]): TestCase[] {
  const cases: TestCase[] = [];
  for (const requirement of requirements) {
    if (requirement.text.trim() === '') continue;
    for (const draft of casesOf(requirement)) cases.push({ id: testCaseId(cases.length + 1), ...draft });
  }
  return cases;
}

/** The scenario as three lines: Given …, When …, Then …. */
export function scenarioText(testCase: Pick<TestCase, 'given' | 'when' | 'outcome'>): string {
  return `Given ${testCase.given}\nWhen ${testCase.when}\nThen ${testCase.outcome}`;
}
