import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document of the API uses (zod's output, without references). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Generated strings and arrays stay short: the hostile values bring the long ones. */
const longest = 40;
const mostItems = 4;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = Math.min(schema.minLength ?? 0, longest);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? longest, longest));
  const anyText = fc.string({ unit: 'binary', minLength, maxLength });
  if (schema.format === 'uuid') return fc.oneof(fc.uuid(), anyText);
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), anyText);
  if (schema.pattern !== undefined) return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), anyText);
  return anyText;
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (integer) return fc.oneof(fc.integer({ min, max }), fc.integer({ min: -3, max: 3 }));
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) return fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }));
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property)]),
  );
  const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
  return fc.record(fields, { requiredKeys });
}

function typedArbitrary(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Math.min(schema.minItems ?? 0, mostItems);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? mostItems, mostItems));
      return fc.array(schemaArbitrary(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values of `schema`, mostly valid: strings of any code point (within the length limits), or matching the
 * pattern or format; numbers within the bounds. Values a schema refuses are the hostile values' job.
 */
export function schemaArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const value = baseArbitrary(schema);
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function baseArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices !== undefined) return fc.oneof(...choices.map(schemaArbitrary));
  if (schema.allOf?.[0] !== undefined) return schemaArbitrary(schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? objectArbitrary(schema) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typedArbitrary(schema, type)));
}
