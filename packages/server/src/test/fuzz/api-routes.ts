import fc from 'fast-check';
import type { JsonSchema } from './schema-arbitrary.js';
import { schemaArbitrary } from './schema-arbitrary.js';

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One route of the OpenAPI document, or a better-auth route (which has no schemas there). */
export interface ApiRoute {
  method: string;
  /** The path as the OpenAPI document writes it: `/api/specs/{id}`. */
  path: string;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  /** The statuses the route documents. */
  statuses: ReadonlySet<number>;
}

/** The values of one call: path parameters and query decoded, the body as a JSON value. */
export interface RouteCall {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

const schemasIn = (parameters: OpenApiParameter[], where: string) =>
  Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]));

/** Every route of the document. */
export function apiRoutes(document: OpenApiDocument): ApiRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]): ApiRoute => {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        params: schemasIn(parameters, 'path'),
        query: schemasIn(parameters, 'query'),
        ...(body ? { body } : {}),
        statuses: new Set(Object.keys(operation.responses ?? {}).map(Number)),
      };
    }),
  );
}

/** A Fastify path (`/api/specs/:id`, `/:fileName(regex)`) as the OpenAPI document writes it. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:(\w+)(\([^/]*\))?/g, '{$1}');
}

export const routeName = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const textValues = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asText(value)]));

/** Calls generated from the route's schemas, `runs` of them, the same ones for the same seed. */
export function generatedCalls(route: ApiRoute, seed: number, runs: number): RouteCall[] {
  const record = (schemas: Record<string, JsonSchema>) =>
    fc.record(
      Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, schemaArbitrary(schema)])),
    );
  const call = fc.record({
    params: record(route.params),
    query: record(route.query),
    body: route.body ? schemaArbitrary(route.body) : fc.constant(undefined),
  });
  return fc.sample(call, { seed, numRuns: runs }).map(({ params, query, body }) => ({
    params: textValues(params),
    query: textValues(query),
    ...(body === undefined ? {} : { body }),
  }));
}
