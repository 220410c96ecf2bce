import type { z } from 'zod';

/**
 * The size rules of a request schema that can be checked on the raw request in one cheap pass, before the
 * schema itself runs: how many items each list may have and how many fields an open object (a row with any
 * columns, a record) may have. Validating a list item by item costs time for every item, and far more for
 * every invalid one, so a request with a million items must be turned away before that.
 */
export type ShapeRule =
  | { kind: 'object'; fields: ReadonlyMap<string, ShapeRule>; open: boolean; eachValue: ShapeRule | null }
  | { kind: 'list'; maxItems: number | null; element: z.core.$ZodType; eachItem: ShapeRule | null };

/** The fields an open object (a spec row, a record) may have: far above any spec's columns. */
export const MAX_OPEN_OBJECT_FIELDS = 1000;

/** What a request breaks: a list over its limit or an object with too many fields. */
export type ShapeViolation =
  /** A list without a maximum of its own holds spec rows: MAX_REQUIREMENTS applies. */
  | { kind: 'too-many-requirements'; count: number; limit: number }
  | { kind: 'too-many-items'; path: readonly (string | number)[]; limit: number }
  | { kind: 'too-many-fields'; path: readonly (string | number)[]; limit: number };

type CoreSchema = z.core.$ZodTypes;

/** The schema a value must match once optional, nullable, default, pipe (its input) … are looked through. */
function unwrapped(schema: z.core.$ZodType): CoreSchema {
  const core = schema as CoreSchema;
  const def = core._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return unwrapped(def.innerType);
    case 'pipe':
      return unwrapped(def.in);
    default:
      return core;
  }
}

/** The list's own maximum: from its bag, or (zod may fill the bag only once the schema is first used) its check. */
function maximumOf(schema: CoreSchema): number | null {
  const maximum = schema._zod.bag.maximum;
  if (typeof maximum === 'number') return maximum;
  const maxima = (schema._zod.def.checks ?? []).flatMap((check) => {
    const def = check._zod.def;
    return def.check === 'max_length' && 'maximum' in def && typeof def.maximum === 'number'
      ? [def.maximum]
      : [];
  });
  return maxima.length > 0 ? Math.min(...maxima) : null;
}

/**
 * The shape rules of `schema`, or null when it has none (no list, no open object). Unions are not looked
 * into: a union whose options hold lists or rows would go unchecked here (the request schemas have none).
 */
export function shapeRuleOf(schema: z.core.$ZodType): ShapeRule | null {
  const core = unwrapped(schema);
  const def = core._zod.def;
  if (def.type === 'array') {
    return {
      kind: 'list',
      maxItems: maximumOf(core),
      element: def.element,
      eachItem: shapeRuleOf(def.element),
    };
  }
  if (def.type === 'record') {
    return { kind: 'object', fields: new Map(), open: true, eachValue: shapeRuleOf(def.valueType) };
  }
  if (def.type !== 'object') return null;
  const fields = new Map<string, ShapeRule>();
  for (const [name, field] of Object.entries(def.shape)) {
    const rule = shapeRuleOf(field);
    if (rule) fields.set(name, rule);
  }
  const catchall = def.catchall ? unwrapped(def.catchall) : null;
  const open = catchall !== null && catchall._zod.def.type !== 'never';
  const eachValue = open && def.catchall ? shapeRuleOf(def.catchall) : null;
  return open || fields.size > 0 ? { kind: 'object', fields, open, eachValue } : null;
}

export interface OutermostList {
  path: readonly string[];
  element: z.core.$ZodType;
  /** The list's own maximum; null: a list of spec rows, limited by MAX_REQUIREMENTS. */
  maxItems: number | null;
}

/** The lists of a request that are not inside another list, with their paths. */
export function outermostLists(rule: ShapeRule | null, path: readonly string[] = []): OutermostList[] {
  if (!rule) return [];
  if (rule.kind === 'list') return [{ path, element: rule.element, maxItems: rule.maxItems }];
  return [...rule.fields].flatMap(([name, field]) => outermostLists(field, [...path, name]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasMoreFieldsThan(value: Record<string, unknown>, limit: number): boolean {
  let count = 0;
  for (const _field in value) {
    count += 1;
    if (count > limit) return true;
  }
  return false;
}

/**
 * The first rule `value` breaks, or null. Values of the wrong type are left to the schema. Costs one visit
 * of every list item and open object the rules reach, and stops at the first violation.
 */
export function findShapeViolation(
  rule: ShapeRule,
  value: unknown,
  maxRequirements: number,
  path: readonly (string | number)[] = [],
): ShapeViolation | null {
  if (rule.kind === 'list') {
    if (!Array.isArray(value)) return null;
    if (rule.maxItems === null && value.length > maxRequirements) {
      return { kind: 'too-many-requirements', count: value.length, limit: maxRequirements };
    }
    if (rule.maxItems !== null && value.length > rule.maxItems) {
      return { kind: 'too-many-items', path, limit: rule.maxItems };
    }
    if (!rule.eachItem) return null;
    for (const [index, item] of value.entries()) {
      const violation = findShapeViolation(rule.eachItem, item, maxRequirements, [...path, index]);
      if (violation) return violation;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  if (rule.open && hasMoreFieldsThan(value, MAX_OPEN_OBJECT_FIELDS)) {
    return { kind: 'too-many-fields', path, limit: MAX_OPEN_OBJECT_FIELDS };
  }
  for (const [name, fieldRule] of rule.fields) {
    const violation = findShapeViolation(fieldRule, value[name], maxRequirements, [...path, name]);
    if (violation) return violation;
  }
  if (!rule.eachValue) return null;
  for (const [name, fieldValue] of Object.entries(value)) {
    if (rule.fields.has(name)) continue;
    const violation = findShapeViolation(rule.eachValue, fieldValue, maxRequirements, [...path, name]);
    if (violation) return violation;
  }
  return null;
}
