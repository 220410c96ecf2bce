/**
 * A generated JUnit report in vitest's shape: one suite per 50 tests, a failure in every 20th, a skip in
 * every 30th, a generated requirement's id (generate-spec.ts) in each name.
 */

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function testCaseXml(n: number, rows: number): string {
  const id = `REQ-${String((n % rows) + 1).padStart(5, '0')}`;
  const name = escaped(`payments > ${id} case ${n} keeps the invoice total after a refund`);
  const open = `    <testcase classname="src/area-${Math.floor(n / 50)}.test.ts" name="${name}" time="0.004">`;
  if (n % 20 === 0) {
    return `${open}\n      <failure message="expected 2 to be 1" type="AssertionError">AssertionError: expected 2 to be 1\n at src/area.test.ts:12:21</failure>\n    </testcase>`;
  }
  if (n % 30 === 0) return `${open}\n      <skipped/>\n    </testcase>`;
  return `${open}\n    </testcase>`;
}

/** A vitest-shaped report of `tests` cases naming the ids of `rows` generated requirements in turn. */
export function junitXml(tests: number, rows: number): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<testsuites name="vitest tests" timestamp="2026-11-28T21:04:11.532Z">',
  ];
  for (let suite = 0; suite < tests / 50; suite++) {
    parts.push(`  <testsuite name="src/area-${suite}.test.ts" tests="50">`);
    for (let n = suite * 50; n < (suite + 1) * 50; n++) parts.push(testCaseXml(n, rows));
    parts.push('  </testsuite>');
  }
  parts.push('</testsuites>');
  return parts.join('\n');
}
