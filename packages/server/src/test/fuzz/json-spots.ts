export type JsonPath = readonly (string | number)[];

/** A place in a JSON value where another value can go: the root, or a member of an object or array. */
export interface JsonSpot {
  path: JsonPath;
  kind: 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';
}

function kindOf(value: unknown): JsonSpot['kind'] {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'object') return type;
  throw new Error(`Not a JSON value: ${String(value)}`);
}

/** Every spot of `value`, the root first. */
export function jsonSpots(value: unknown, path: JsonPath = []): JsonSpot[] {
  const spot: JsonSpot = { path, kind: kindOf(value) };
  if (typeof value !== 'object' || value === null) return [spot];
  return [
    spot,
    ...Object.entries(value).flatMap(([key, item]) =>
      jsonSpots(item, [...path, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

/** A string no sample holds: JSON.stringify writes its control characters as \u escapes. */
const marker = '\u0001fuzz-spot\u0001';
const markerJson = JSON.stringify(marker);

function withMarker(value: unknown, path: JsonPath, replace: (current: unknown) => unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return replace(value);
  const copy = structuredClone(value) as Record<string | number, unknown>;
  copy[step] = withMarker(copy[step], rest, replace);
  return copy;
}

/** The JSON text of `value` with the value at `path` replaced by the raw JSON text `json`. */
export function jsonTextWith(value: unknown, path: JsonPath, json: string): string {
  return JSON.stringify(withMarker(value, path, () => marker)).replace(markerJson, () => json);
}

/** The JSON text of `value` with the raw member text `member` (`"key":value`) added to the object at `path`. */
export function jsonTextWithMember(value: unknown, path: JsonPath, member: string): string {
  const withObjectMarked = withMarker(value, path, (current) => ({ [marker]: 0, ...(current as object) }));
  return JSON.stringify(withObjectMarked).replace(`${markerJson}:0`, () => member);
}
