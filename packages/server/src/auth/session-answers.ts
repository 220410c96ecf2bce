function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON answer of better-auth without any `token` field, at any depth: the session token travels there
 * (get-session's and update-session's `session`, list-sessions' array, sign-in's, sign-up's and
 * change-password's `{ token, user }`), and no answer the web app reads needs one.
 */
export function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSessionTokens);
  if (!isRecord(body)) return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== 'token')
      .map(([key, value]) => [key, withoutSessionTokens(value)]),
  );
}

/**
 * Every answer of better-auth, whatever its route or status, goes out through here: a JSON body loses its
 * `token` fields, so a page script (or anything injected into the page) never reads the token of the
 * httpOnly session cookie.
 */
export async function hideSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  let hidden = text;
  try {
    hidden = JSON.stringify(withoutSessionTokens(JSON.parse(text)));
  } catch {
    // An empty or malformed body holds no token field: passed on as it is.
  }
  return new Response(text === '' ? null : hidden, { status: response.status, headers: response.headers });
}
