import type { LiveClientMessage, PresenceSpot } from '@specwright/core';
import type { LiveSpecState } from '../../state/live-presence';

/** At most ten presence messages a second per spec: the last spot is sent when the pause ends. */
export const PRESENCE_EVERY_MS = 100;

type Specs = Readonly<Record<string, LiveSpecState>>;

/**
 * Sends this tab's spot in each live spec whenever it changes, throttled per spec. `subscribe` gives the
 * live presence store's specs on every change.
 */
export function throttlePresence(
  send: (message: LiveClientMessage) => boolean,
  subscribe: (listener: (specs: Specs, previous: Specs) => void) => () => void,
): () => void {
  const lastSent = new Map<string, number>();
  let latestSpecs: Specs | undefined;
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();
  const sendSpot = (specId: string, spot: PresenceSpot | null) => {
    lastSent.set(specId, Date.now());
    send({ t: 'presence', specId, spot });
  };
  const unsubscribe = subscribe((specs, previous) => {
    for (const [specId, state] of Object.entries(specs)) {
      // The server keeps a spot only once the spec is joined: one set before is sent when it is.
      const before = previous[specId];
      const changed =
        before?.ownSpot !== state.ownSpot || (before?.status !== 'live' && state.ownSpot !== null);
      if (state.status !== 'live' || !changed || waiting.has(specId)) continue;
      const wait = PRESENCE_EVERY_MS - (Date.now() - (lastSent.get(specId) ?? 0));
      if (wait <= 0) {
        sendSpot(specId, state.ownSpot);
        continue;
      }
      waiting.set(
        specId,
        setTimeout(() => {
          waiting.delete(specId);
          const latest = latestSpecs?.[specId];
          if (latest?.status === 'live') sendSpot(specId, latest.ownSpot);
        }, wait),
      );
    }
    latestSpecs = specs;
  });
  return () => {
    unsubscribe();
    for (const timer of waiting.values()) clearTimeout(timer);
  };
}
