import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** The outcome of one test case: a failure or an error is `failed`, a skipped one `skipped`. */
export type JunitStatus = 'passed' | 'failed' | 'skipped';

export interface JunitCase {
  readonly name: string;
  readonly classname: string;
  /** The name of the test suite that holds the case (the innermost one when suites are nested). */
  readonly suite: string;
  readonly status: JunitStatus;
  /** The failure's, error's or skip's message, or the first line of its text. */
  readonly message?: string;
}

export interface JunitResults {
  readonly cases: readonly JunitCase[];
  /** The first `timestamp` of the document (its root first), as the file writes it. */
  readonly ranAt?: string;
}

export type JunitParse = { ok: true; results: JunitResults } | { ok: false; message: string };

export const JUNIT_MAX_BYTES = 50 * 1024 * 1024;
export const JUNIT_MAX_CASES = 200_000;
const MESSAGE_MAX_CHARS = 500;

export const JUNIT_MESSAGES = {
  tooLarge: 'The test results are larger than 50 MB. Specwright reads JUnit files of up to 50 MB.',
  tooManyCases: `The test results hold more than ${JUNIT_MAX_CASES.toLocaleString('en')} test cases. Specwright reads at most ${JUNIT_MAX_CASES.toLocaleString('en')}.`,
  notXml: (detail: string) => `The test results are not well-formed XML: ${detail}`,
  doctype:
    'JUnit files with a DOCTYPE are not accepted: JUnit XML does not use one, and its entities could grow without limit.',
  tooSlow:
    'Reading the test results took longer than 30 seconds and was stopped. Import a smaller report, or one with shorter test names.',
  notJunit: (root: string | undefined) =>
    `The file is not JUnit test results: ${root === undefined ? 'it has no root element' : `its root element is ${root}`}, not testsuites or testsuite.`,
} as const;

type XmlNode = Record<string, unknown>;
const LISTS = new Set(['testsuite', 'testcase', 'failure', 'error', 'skipped']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  stopNodes: ['*.system-out', '*.system-err', '*.properties'],
  isArray: (name) => LISTS.has(name),
});

const nodes = (node: XmlNode, name: string): XmlNode[] => {
  const value = node[name];
  if (!Array.isArray(value)) return [];
  return value.map((item) =>
    item !== null && typeof item === 'object' ? (item as XmlNode) : { '#text': item },
  );
};

const attribute = (node: XmlNode, name: string): string => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : '';
};

function utf8Bytes(text: string): number {
  // Every UTF-16 unit takes one to three bytes: only a text near the limit is counted exactly.
  if (text.length * 3 <= JUNIT_MAX_BYTES) return text.length;
  return new TextEncoder().encode(text).byteLength;
}

function countCases(text: string, limit: number): number {
  let count = 0;
  for (
    let at = text.indexOf('<testcase');
    at >= 0 && count <= limit;
    at = text.indexOf('<testcase', at + 9)
  ) {
    count++;
  }
  return count;
}

function messageOf(outcome: XmlNode): string | undefined {
  const given = attribute(outcome, 'message').trim();
  const body = outcome['#text'];
  const firstLine =
    typeof body === 'string'
      ? (body
          .split('\n')
          .map((line) => line.trim())
          .find((line) => line !== '') ?? '')
      : '';
  const message = given !== '' ? given : firstLine;
  return message === '' ? undefined : message.slice(0, MESSAGE_MAX_CHARS);
}

function caseOf(node: XmlNode, suite: string): JunitCase {
  const failure = nodes(node, 'failure')[0] ?? nodes(node, 'error')[0];
  const skipped = nodes(node, 'skipped')[0];
  const outcome = failure ?? skipped;
  const status: JunitStatus = failure ? 'failed' : skipped ? 'skipped' : 'passed';
  const message = outcome ? messageOf(outcome) : undefined;
  return {
    name: attribute(node, 'name'),
    classname: attribute(node, 'classname'),
    suite,
    status,
    ...(message === undefined ? {} : { message }),
  };
}

interface Collected {
  cases: JunitCase[];
  ranAt?: string;
}

function collect(suite: XmlNode, into: Collected): void {
  const name = attribute(suite, 'name');
  const timestamp = attribute(suite, 'timestamp').trim();
  if (into.ranAt === undefined && timestamp !== '') into.ranAt = timestamp;
  for (const testCase of nodes(suite, 'testcase')) into.cases.push(caseOf(testCase, name));
  for (const inner of nodes(suite, 'testsuite')) collect(inner, into);
}

/** The document, or why the parser refused it (elements nested more than 100 deep pass the validator). */
function parsedDocument(text: string): XmlNode | string {
  try {
    return parser.parse(text) as XmlNode;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `${reason.replace(/\.$/, '')}.`;
  }
}

/**
 * Reads JUnit XML test results as vitest, Jest (jest-junit), pytest, Playwright and Maven Surefire write
 * them: a `testsuites` or `testsuite` root, suites nested to every depth, each `testcase` with its outcome.
 */
export function parseJunit(text: string): JunitParse {
  if (utf8Bytes(text) > JUNIT_MAX_BYTES) return { ok: false, message: JUNIT_MESSAGES.tooLarge };
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, message: JUNIT_MESSAGES.doctype };
  if (countCases(text, JUNIT_MAX_CASES) > JUNIT_MAX_CASES) {
    return { ok: false, message: JUNIT_MESSAGES.tooManyCases };
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    return { ok: false, message: JUNIT_MESSAGES.notXml(`${valid.err.msg} (line ${valid.err.line}).`) };
  }
  const document = parsedDocument(text);
  if (typeof document === 'string') return { ok: false, message: JUNIT_MESSAGES.notXml(document) };
  const root = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('#'));
  if (root !== 'testsuites' && root !== 'testsuite') {
    return { ok: false, message: JUNIT_MESSAGES.notJunit(root) };
  }
  const collected: Collected = { cases: [] };
  const top = document[root];
  const tops = Array.isArray(top)
    ? nodes(document, root)
    : [typeof top === 'object' && top ? (top as XmlNode) : {}];
  for (const suite of tops) collect(suite, collected);
  return { ok: true, results: collected };
}
