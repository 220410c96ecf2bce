import type { ApiRoute, RouteCall } from './api-routes.js';
import {
  type HostileValue,
  hostileBodies,
  hostileJsonValues,
  hostileKeys,
  hostileQueryParts,
  hostileUrlTexts,
  hugeJsonValues,
} from './hostile-values.js';
import { jsonSpots, jsonTextWith, jsonTextWithMember } from './json-spots.js';

/** One request of the fuzz test, as sent. */
export interface FuzzRequest {
  /** What was changed from a valid call, e.g. `body.rows.0.id = lone high surrogate`. */
  what: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** Path parameters and query of a URL, as raw URL text (a part missing from `raw` is encoded from `call`). */
interface RawUrlParts {
  params?: Record<string, string>;
  query?: string;
}

function urlOf(route: ApiRoute, call: RouteCall, raw: RawUrlParts = {}): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    return raw.params?.[name] ?? encodeURIComponent(call.params[name] ?? '');
  });
  const query =
    raw.query ??
    Object.entries(call.query)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
      .join('&');
  return query === '' ? path : `${path}?${query}`;
}

/** `count` items of `values` from `start` on, going round: a seed picks another start. */
const rotation = <T>(values: readonly T[], start: number, count: number): T[] =>
  values.length === 0
    ? []
    : Array.from({ length: count }, (_, i) => values[(start + i) % values.length] as T);

/** The valid call as it is (its answer must be fine too), or one generated from the schemas. */
export function plainRequest(route: ApiRoute, call: RouteCall, what: string): FuzzRequest {
  return { what, method: route.method, url: urlOf(route, call), ...bodyOf(call) };
}

/** Each path parameter and each query value replaced by each hostile URL text; odd query keys. */
function urlRequests(route: ApiRoute, call: RouteCall): FuzzRequest[] {
  const base = { method: route.method, ...bodyOf(call) };
  const params = Object.keys(call.params).flatMap((name) =>
    hostileUrlTexts.map((value) => ({
      ...base,
      what: `path parameter ${name} = ${value.label}`,
      url: urlOf(route, call, { params: { [name]: value.text } }),
    })),
  );
  const encoded = (name: string, value: string) => `${encodeURIComponent(name)}=${value}`;
  const queryWith = (name: string, text: string) =>
    Object.entries(call.query)
      .map(([other, value]) =>
        other === name ? encoded(name, text) : encoded(other, encodeURIComponent(value)),
      )
      .join('&');
  const queryNames = Object.keys(route.query);
  const values = queryNames.flatMap((name) =>
    hostileUrlTexts.map((value) => ({
      ...base,
      what: `query ${name} = ${value.label}`,
      url: urlOf(route, call, {
        query:
          call.query[name] === undefined
            ? `${queryWith(name, '')}&${encoded(name, value.text)}`
            : queryWith(name, value.text),
      }),
    })),
  );
  const parts = hostileQueryParts(queryNames[0] ?? 'x').map((part) => ({
    ...base,
    what: `query with ${part.label}`,
    url: urlOf(route, call, {
      query: [urlOf(route, call).split('?')[1], part.text].filter(Boolean).join('&'),
    }),
  }));
  return [...params, ...values, ...parts];
}

function bodyOf(call: RouteCall): Pick<FuzzRequest, 'payload' | 'contentType'> {
  return call.body === undefined
    ? {}
    : { payload: JSON.stringify(call.body), contentType: 'application/json' };
}

/** How many hostile values each spot of a body gets (the seed decides which). */
const valuesPerSpot = 1;

/**
 * Each spot of the body (every value, the body itself included) gets `valuesPerSpot` hostile values, and
 * each hostile value at least one spot; each object gets a hostile key; each huge value goes to one spot;
 * whole bodies that are not JSON. A route without a body (but a GET) gets the whole bodies only.
 */
function bodyRequests(route: ApiRoute, call: RouteCall, seed: number, withHuge: boolean): FuzzRequest[] {
  const url = urlOf(route, call);
  const json = (what: string, payload: string): FuzzRequest => ({
    what,
    method: route.method,
    url,
    payload,
    contentType: 'application/json',
  });
  const wholeBodies =
    route.method === 'GET'
      ? []
      : hostileBodies.map((body) => ({
          what: `body = ${body.label}`,
          method: route.method,
          url,
          payload: body.text,
          contentType: body.contentType,
        }));
  if (call.body === undefined) return wholeBodies;
  const spots = jsonSpots(call.body);
  const where = (path: readonly (string | number)[]) => ['body', ...path].join('.');
  const count = Math.max(spots.length * valuesPerSpot, hostileJsonValues.length);
  const values = Array.from({ length: count }, (_, i) => {
    const spot = spots[i % spots.length] ?? { path: [] };
    const value = hostileJsonValues[(seed + i) % hostileJsonValues.length] as HostileValue;
    return json(`${where(spot.path)} = ${value.label}`, jsonTextWith(call.body, spot.path, value.text));
  });
  const objects = spots.filter((spot) => spot.kind === 'object');
  const keys = objects.flatMap((spot, i) =>
    rotation(hostileKeys, seed + i, 1).map((key) =>
      json(`${where(spot.path)} with ${key.label}`, jsonTextWithMember(call.body, spot.path, key.text)),
    ),
  );
  const huge = (withHuge ? hugeJsonValues : []).map((value, i) => {
    const spot = spots[(seed + i * 7) % spots.length] ?? { path: [] };
    return json(`${where(spot.path)} = ${value.label}`, jsonTextWith(call.body, spot.path, value.text));
  });
  return [...values, ...keys, ...huge, ...wholeBodies];
}

/** The hostile requests of a route, built from one valid call of it; the huge bodies too if `withHuge`. */
export function hostileRequests(
  route: ApiRoute,
  call: RouteCall,
  seed: number,
  withHuge = true,
): FuzzRequest[] {
  return [...urlRequests(route, call), ...bodyRequests(route, call, seed, withHuge)];
}
