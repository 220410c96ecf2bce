/** Small test results in the shapes each tool writes, for the tests of the reader and the coverage. */

export const VITEST_SAMPLE = `<?xml version="1.0" encoding="UTF-8" ?>
<testsuites name="vitest tests" tests="3" failures="1" errors="0" time="0.412" timestamp="2026-11-28T21:04:11.532Z">
    <testsuite name="src/pay.test.ts" timestamp="2026-11-28T21:04:11.600Z" hostname="ci" tests="3" failures="1" errors="0" skipped="1" time="0.012">
        <testcase classname="src/pay.test.ts" name="payments &gt; REQ-1 pays by card" time="0.004">
        </testcase>
        <testcase classname="src/pay.test.ts" name="payments &gt; REQ-2 refunds twice" time="0.006">
            <failure message="expected 2 to be 1 // Object.is equality" type="AssertionError">
AssertionError: expected 2 to be 1 // Object.is equality
 ❯ src/pay.test.ts:12:21
            </failure>
        </testcase>
        <testcase classname="src/pay.test.ts" name="payments &gt; REQ-3 exports" time="0">
            <skipped/>
        </testcase>
    </testsuite>
</testsuites>
`;

export const JEST_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="jest tests" tests="2" failures="1" errors="0" time="1.204">
  <testsuite name="Checkout" errors="0" failures="1" skipped="0" timestamp="2026-11-28T20:59:01" time="0.98" tests="2">
    <testcase classname="Checkout PAY-1 totals the basket" name="Checkout PAY-1 totals the basket" time="0.003">
    </testcase>
    <testcase classname="Checkout PAY-2 applies coupons" name="Checkout PAY-2 applies coupons" time="0.01">
      <failure>Error: expect(received).toBe(expected) // Object.is equality

Expected: 90
Received: 100
    at Object.&lt;anonymous&gt; (checkout.test.js:9:20)</failure>
    </testcase>
  </testsuite>
</testsuites>
`;

export const PYTEST_SAMPLE = `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="1" failures="0" skipped="1" tests="3" time="0.051" timestamp="2026-11-28T21:10:44.102938" hostname="ci"><testcase classname="tests.test_login" name="test_REQ-7_signs_in" time="0.001" /><testcase classname="tests.test_login" name="test_locks_after_5_tries[REQ-8]" time="0.002"><error message="failed on setup with &quot;fixture 'db' not found&quot;">file tests/test_login.py, line 9</error></testcase><testcase classname="tests.test_login" name="test_sso" time="0.000"><skipped type="pytest.skip" message="SSO is not configured">tests/test_login.py:14: SSO is not configured</skipped></testcase></testsuite></testsuites>`;

export const PLAYWRIGHT_SAMPLE = `<testsuites id="" name="" tests="2" failures="1" skipped="0" errors="0" time="4.21">
<testsuite name="checkout.spec.ts" timestamp="2026-11-28T22:01:00.000Z" hostname="chromium" tests="2" failures="1" skipped="0" time="3.9" errors="0">
<testcase name="Checkout › REQ-1 pays by card" classname="checkout.spec.ts" time="1.2">
<properties>
<property name="annotation" value="slow">
</property>
</properties>
</testcase>
<testcase name="Checkout › REQ-4 shows the receipt" classname="checkout.spec.ts" time="2.7">
<failure message="checkout.spec.ts:21:3 REQ-4 shows the receipt" type="FAILURE">
<![CDATA[  [chromium] › checkout.spec.ts:21:3 › Checkout › REQ-4 shows the receipt

    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()
]]>
</failure>
<system-out>
<![CDATA[opened <receipt> page
]]>
</system-out>
</testcase>
</testsuite>
</testsuites>`;

export const SUREFIRE_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report.xsd" version="3.0" name="com.acme.pay.RefundTest" time="0.087" tests="3" errors="0" skipped="1" failures="1">
  <properties>
    <property name="java.version" value="21.0.2"/>
  </properties>
  <testcase name="REQ_9_refundsOnce" classname="com.acme.pay.RefundTest" time="0.011"/>
  <testcase name="refundsTwice" classname="com.acme.pay.RefundTest" time="0.02">
    <failure message="expected: &lt;1&gt; but was: &lt;2&gt;" type="org.opentest4j.AssertionFailedError"><![CDATA[org.opentest4j.AssertionFailedError: expected: <1> but was: <2>
	at com.acme.pay.RefundTest.refundsTwice(RefundTest.java:31)
]]></failure>
    <system-out><![CDATA[refund 2 issued]]></system-out>
  </testcase>
  <testcase name="refundsLater" classname="com.acme.pay.RefundTest" time="0">
    <skipped message="Disabled until the bank answers"/>
  </testcase>
</testsuite>
`;

export const NESTED_SAMPLE = `<testsuites>
  <testsuite name="outer" timestamp="2026-11-01T08:00:00">
    <testsuite name="inner">
      <testcase classname="a" name="REQ-5 inner case"/>
    </testsuite>
    <testcase classname="a" name="REQ-6 outer case"/>
  </testsuite>
</testsuites>`;
