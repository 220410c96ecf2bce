import * as core from '@specwright/core';
import type { z } from 'zod';

/** The key of a route's body schema: its method and URL pattern, as Fastify's routeOptions give them. */
export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

const isEndpointWithBody = (value: unknown): value is { method: string; path: string; body: z.ZodType } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string' &&
  typeof (value as { body?: unknown }).body === 'object';

/**
 * The body schemas of the endpoints @specwright/core declares (its endpoint groups), by route key: the same
 * objects the routes were built with, so the server and the validation worker look up the same schema.
 */
export function endpointBodySchemas(): ReadonlyMap<string, z.ZodType> {
  const schemas = new Map<string, z.ZodType>();
  for (const group of Object.values(core)) {
    if (typeof group !== 'object' || group === null) continue;
    for (const candidate of Object.values(group)) {
      if (!isEndpointWithBody(candidate)) continue;
      const key = routeKey(candidate.method, candidate.path);
      if (!schemas.has(key)) schemas.set(key, candidate.body);
    }
  }
  return schemas;
}
