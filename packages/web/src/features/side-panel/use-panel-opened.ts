import { useEffect } from 'react';
import { trackFeatureUsed } from '../../analytics/track-event';

/**
 * `feature_used` when a signed-in user opens the chat or agent panel on a spec (as the dialogs do when they
 * open); the server adds its own event for every answered message or instruction.
 */
export function usePanelOpened(feature: 'chat_panel' | 'agent_panel', fileId: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel shown for another spec counts as a new use.
  useEffect(() => {
    trackFeatureUsed(feature);
  }, [feature, fileId]);
}
