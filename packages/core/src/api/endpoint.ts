import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the HTTP API: its method, its path (`:name` marks a path parameter, optionally followed
 * by the pattern it must match in parentheses) and the zod schemas of what it takes and answers (200).
 * The server registers its route from this; the web client builds its URL with `endpointUrl`.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Declares an endpoint, keeping its literal path and exact schema types. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type ParamName<Segment extends string> = Segment extends `${infer Name}(${string}` ? Name : Segment;

/** The names of a path's parameters: `'/api/x/:taskId'` → `'taskId'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? ParamName<Segment> | PathParamNames<`/${Tail}`>
    : ParamName<Rest>
  : never;

type HasPathParams<E extends Endpoint> = [PathParamNames<E['path']>] extends [never] ? false : true;

type QueryOf<E extends Endpoint> = E['querystring'] extends z.ZodType ? z.input<E['querystring']> : never;

/** What a URL is built from: the path parameters (when the path has parameters) and the query (if it takes one). */
export type EndpointUrlParts<E extends Endpoint> = (HasPathParams<E> extends true
  ? { params: Record<PathParamNames<E['path']>, string> }
  : { params?: undefined }) &
  ([QueryOf<E>] extends [never] ? { query?: undefined } : { query?: QueryOf<E> });

const pathParam = /:(\w+)(?:\([^)]*\))?/g;

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * The URL of one call to `endpoint`: path parameters filled in (URL-encoded) and the query appended.
 * `endpointUrl(scoreEndpoints.status, { params: { taskId } })` → `/api/analyze/score/status/<taskId>`.
 */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  ...[parts]: HasPathParams<E> extends true ? [EndpointUrlParts<E>] : [EndpointUrlParts<E>?]
): string {
  const params: Record<string, string> = parts?.params ?? {};
  const path = endpoint.path.replace(pathParam, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  return `${path}${queryString(parts?.query)}`;
}
