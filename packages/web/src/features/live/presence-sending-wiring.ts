import type { LiveClientMessage } from '@specwright/core';
import { useLivePresenceStore } from '../../state/live-presence';
import { throttlePresence } from './presence-sending';

/** Sends this tab's spot (set by the views in the live presence store) over the live channel. */
export function startPresenceSending(send: (message: LiveClientMessage) => boolean): () => void {
  return throttlePresence(send, (listener) =>
    useLivePresenceStore.subscribe((state, previous) => listener(state.specs, previous.specs)),
  );
}
