import { describe, expect, it } from 'vitest';
import {
  JEST_SAMPLE,
  NESTED_SAMPLE,
  PLAYWRIGHT_SAMPLE,
  PYTEST_SAMPLE,
  SUREFIRE_SAMPLE,
  VITEST_SAMPLE,
} from '../test/junit-samples.js';
import { JUNIT_MAX_CASES, JUNIT_MESSAGES, parseJunit } from './junit.js';

function parsed(text: string) {
  const result = parseJunit(text);
  if (!result.ok) throw new Error(result.message);
  return result.results;
}

describe('parseJunit', () => {
  it('reads vitest results: the root timestamp, the outcomes and the failure message', () => {
    const results = parsed(VITEST_SAMPLE);
    expect(results.ranAt).toBe('2026-11-28T21:04:11.532Z');
    expect(results.cases).toEqual([
      {
        name: 'payments > REQ-1 pays by card',
        classname: 'src/pay.test.ts',
        suite: 'src/pay.test.ts',
        status: 'passed',
      },
      {
        name: 'payments > REQ-2 refunds twice',
        classname: 'src/pay.test.ts',
        suite: 'src/pay.test.ts',
        status: 'failed',
        message: 'expected 2 to be 1 // Object.is equality',
      },
      {
        name: 'payments > REQ-3 exports',
        classname: 'src/pay.test.ts',
        suite: 'src/pay.test.ts',
        status: 'skipped',
      },
    ]);
  });

  it('reads jest-junit results, taking a failure without a message attribute by its first line', () => {
    const results = parsed(JEST_SAMPLE);
    expect(results.ranAt).toBe('2026-11-28T20:59:01');
    expect(results.cases.map((testCase) => [testCase.suite, testCase.status, testCase.message])).toEqual([
      ['Checkout', 'passed', undefined],
      ['Checkout', 'failed', 'Error: expect(received).toBe(expected) // Object.is equality'],
    ]);
  });

  it('reads pytest results: an error fails the case, a skip keeps its reason', () => {
    const results = parsed(PYTEST_SAMPLE);
    expect(results.ranAt).toBe('2026-11-28T21:10:44.102938');
    expect(results.cases.map((testCase) => [testCase.name, testCase.status, testCase.message])).toEqual([
      ['test_REQ-7_signs_in', 'passed', undefined],
      ['test_locks_after_5_tries[REQ-8]', 'failed', `failed on setup with "fixture 'db' not found"`],
      ['test_sso', 'skipped', 'SSO is not configured'],
    ]);
  });

  it('reads Playwright results with properties, CDATA and system output', () => {
    const results = parsed(PLAYWRIGHT_SAMPLE);
    expect(results.cases.map((testCase) => [testCase.name, testCase.status, testCase.message])).toEqual([
      ['Checkout › REQ-1 pays by card', 'passed', undefined],
      ['Checkout › REQ-4 shows the receipt', 'failed', 'checkout.spec.ts:21:3 REQ-4 shows the receipt'],
    ]);
    expect(results.ranAt).toBe('2026-11-28T22:01:00.000Z');
  });

  it('reads a Maven Surefire report, whose root is one testsuite', () => {
    const results = parsed(SUREFIRE_SAMPLE);
    expect(results.ranAt).toBeUndefined();
    expect(
      results.cases.map((testCase) => [testCase.name, testCase.suite, testCase.status, testCase.message]),
    ).toEqual([
      ['REQ_9_refundsOnce', 'com.acme.pay.RefundTest', 'passed', undefined],
      ['refundsTwice', 'com.acme.pay.RefundTest', 'failed', 'expected: <1> but was: <2>'],
      ['refundsLater', 'com.acme.pay.RefundTest', 'skipped', 'Disabled until the bank answers'],
    ]);
  });

  it('reads nested suites, each case named with its innermost suite', () => {
    const results = parsed(NESTED_SAMPLE);
    expect(results.ranAt).toBe('2026-11-01T08:00:00');
    expect(results.cases.map((testCase) => [testCase.name, testCase.suite])).toEqual([
      ['REQ-6 outer case', 'outer'],
      ['REQ-5 inner case', 'inner'],
    ]);
  });

  it('reads an empty report as no cases', () => {
    expect(parsed('<testsuites/>').cases).toEqual([]);
    expect(parsed('<testsuite name="none" tests="0"></testsuite>').cases).toEqual([]);
  });

  it('refuses a file that is not XML, not JUnit, or declares entities', () => {
    expect(parseJunit('{"rows": []}')).toEqual({
      ok: false,
      message: expect.stringMatching(/^The test results are not well-formed XML: /),
    });
    expect(parseJunit('<testsuite><testcase name="a"></testsuite>')).toMatchObject({ ok: false });
    expect(parseJunit('<REQ-IF></REQ-IF>')).toEqual({
      ok: false,
      message: JUNIT_MESSAGES.notJunit('REQ-IF'),
    });
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE t [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><testsuites>&b;</testsuites>';
    expect(parseJunit(bomb)).toEqual({ ok: false, message: JUNIT_MESSAGES.doctype });
  });

  it('refuses suites nested deeper than the parser reads as not well-formed', () => {
    const text = `<testsuites>${'<testsuite>'.repeat(120)}${'</testsuite>'.repeat(120)}</testsuites>`;
    expect(parseJunit(text)).toEqual({
      ok: false,
      message: JUNIT_MESSAGES.notXml('Maximum nested tags exceeded.'),
    });
  });

  it('refuses more test cases than it reads', () => {
    const text = `<testsuite>${'<testcase name="x"/>'.repeat(JUNIT_MAX_CASES + 1)}</testsuite>`;
    expect(parseJunit(text)).toEqual({ ok: false, message: JUNIT_MESSAGES.tooManyCases });
  });

  it('refuses a file over 50 MB', () => {
    const text = `<testsuite name="big">${' '.repeat(50 * 1024 * 1024)}</testsuite>`;
    expect(parseJunit(text)).toEqual({ ok: false, message: JUNIT_MESSAGES.tooLarge });
  });
});
