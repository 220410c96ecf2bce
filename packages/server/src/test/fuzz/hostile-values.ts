/**
 * Hostile values, as the raw text a client sends: JSON text for a body (lone surrogates stay escaped, the
 * deep nesting is built as text, never as an object), URL text for path parameters and queries.
 */
export interface HostileValue {
  label: string;
  text: string;
}

const hostile = (entries: Record<string, string>): HostileValue[] =>
  Object.entries(entries).map(([label, text]) => ({ label, text }));

/** Small JSON values put at every value of a body: odd text, odd numbers, wrong types, prototype keys. */
export const hostileJsonValues: HostileValue[] = hostile({
  'lone high surrogate': '"x\\ud800"',
  'lone low surrogate': '"\\udc00x"',
  'surrogates reversed': '"\\udc00\\ud800"',
  NUL: '"a\\u0000b"',
  'zero-width space': '"R\\u200b1"',
  'byte order mark': '"\\ufeffR1"',
  'right-to-left override': '"\\u202eR1"',
  'only invisible characters': '"\\u200b\\ufeff\\u200d"',
  'empty string': '""',
  'path traversal': '"../../etc/passwd"',
  null: 'null',
  true: 'true',
  zero: '0',
  'negative zero': '-0',
  '1e309 (Infinity once parsed)': '1e309',
  '-1e309': '-1e309',
  '1e-400': '1e-400',
  'unsafe integer': '9007199254740993',
  'NaN as text': '"NaN"',
  'Infinity as text': '"Infinity"',
  'empty array': '[]',
  'array of null': '[null]',
  'empty object': '{}',
  '__proto__ object': '{"__proto__":{"polluted":true}}',
  'constructor.prototype object': '{"constructor":{"prototype":{"polluted":true}}}',
  'prototype object': '{"prototype":{"polluted":true}}',
});

/** Keys added to every object of a body. */
export const hostileKeys: HostileValue[] = hostile({
  '__proto__ key': '"__proto__":{"polluted":true}',
  'constructor key': '"constructor":{"prototype":{"polluted":true}}',
  'prototype key': '"prototype":{"polluted":true}',
  'toString key': '"toString":"x"',
});

const depth = 10_000;

/** Huge JSON values: each is sent a few times per route only (building and parsing them takes time). */
export const hugeJsonValues: HostileValue[] = hostile({
  [`${depth}-deep arrays`]: `${'['.repeat(depth)}${']'.repeat(depth)}`,
  [`${depth}-deep objects`]: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  '100,000-item array': `[${Array.from({ length: 100_000 }, () => '"a"').join(',')}]`,
  '1 MB string': `"${'a'.repeat(1024 * 1024)}"`,
  '1 MB of lone surrogates': `"${'\\ud800'.repeat(Math.floor((1024 * 1024) / 6))}"`,
});

/** Whole bodies that are not the JSON they claim to be, or not JSON at all. */
export const hostileBodies: (HostileValue & { contentType: string })[] = [
  { label: 'truncated JSON', text: '{"a":', contentType: 'application/json' },
  { label: 'empty JSON body', text: '', contentType: 'application/json' },
  { label: 'invalid escape', text: '{"a":"\\x"}', contentType: 'application/json' },
  { label: 'JSON with a BOM', text: '\ufeff{}', contentType: 'application/json' },
  { label: 'plain text', text: 'hello', contentType: 'text/plain' },
  { label: 'form data', text: 'a=1&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' },
  { label: 'JSON with a charset nobody knows', text: '{}', contentType: 'application/json; charset=utf-7' },
];

/** Raw path segments and query values (as they appear in a URL, percent escapes included). */
export const hostileUrlTexts: HostileValue[] = hostile({
  '..': '..',
  'encoded ..': '%2e%2e',
  'encoded slash': '..%2F..%2Fetc',
  '%00': '%00',
  '%ZZ (malformed escape)': '%ZZ',
  'lone %': '%',
  'lone surrogate as UTF-8': '%ED%A0%80',
  'overlong UTF-8': '%C0%AF',
  'zero-width space': 'R%E2%80%8B1',
  'right-to-left override': '%E2%80%AER1',
  __proto__: '__proto__',
  constructor: 'constructor',
  '1e309': '1e309',
  '-0': '-0',
  'very long id (10,000 characters)': 'a'.repeat(10_000),
});

/** Query parts with the parsers' odd cases: a repeated key (an array), bracketed and prototype keys. */
export function hostileQueryParts(name: string): HostileValue[] {
  return hostile({
    'repeated key': `${name}=a&${name}=b`,
    'bracketed key': `${name}[a][b]=1`,
    '__proto__ key': '__proto__=x&__proto__[polluted]=1',
    'constructor key': 'constructor[prototype][polluted]=1',
  });
}
