import { apiErrorSchema, type Endpoint } from '@specwright/core';

/** The error statuses a route documents (each answered as `{ error, message }`). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503 | 504;

export interface RouteDocs<Status extends ErrorStatus> {
  /** The OpenAPI group(s) of /api/docs. */
  tags: string[];
  summary: string;
  errors?: readonly Status[];
}

/** The status an endpoint answers on success (`status`, else 200). */
type SuccessOf<E extends Endpoint> = E['status'] extends 201 ? 201 : 200;

type SchemaOf<E extends Endpoint, Key extends 'params' | 'querystring' | 'body'> =
  E extends Record<Key, infer Schema> ? Schema : undefined;

/**
 * The method, URL and schema of a Fastify route for `endpoint` (from @specwright/core), documented with
 * `docs`: spread it into `app.route({ ...endpointRoute(endpoint, docs), handler })`.
 */
export function endpointRoute<const E extends Endpoint, const Status extends ErrorStatus = never>(
  endpoint: E,
  docs: RouteDocs<Status>,
) {
  const errors = Object.fromEntries((docs.errors ?? []).map((status) => [status, apiErrorSchema]));
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: docs.tags,
      summary: docs.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [endpoint.status ?? 200]: endpoint.response, ...errors },
      // Schemas the endpoint does not have are left out rather than undefined; their types say undefined.
    } as {
      tags: string[];
      summary: string;
      params: SchemaOf<E, 'params'>;
      querystring: SchemaOf<E, 'querystring'>;
      body: SchemaOf<E, 'body'>;
      response: Record<SuccessOf<E>, E['response']> & Record<Status, typeof apiErrorSchema>;
    },
  };
}
