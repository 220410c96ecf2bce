/** sessionStorage key of the browser session id sent with analytics events (docs/product-rules.md, "Data"). */
export const ANALYTICS_SESSION_KEY = 'specwright.analytics-session-id';

type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): IdStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the id then lives as long as the page.
    return null;
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

let pageLifetimeId: string | null = null;

/** The id of this browser session: one per tab until it is closed, kept in sessionStorage. */
export function browserSessionId(storage: IdStorage | null = defaultStorage()): string {
  try {
    const stored = storage?.getItem(ANALYTICS_SESSION_KEY);
    if (stored) return stored;
    const id = newId();
    storage?.setItem(ANALYTICS_SESSION_KEY, id);
    if (storage) return id;
  } catch {
    // Fall through to the page-lifetime id.
  }
  pageLifetimeId ??= newId();
  return pageLifetimeId;
}
