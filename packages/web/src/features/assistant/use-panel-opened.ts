import { useEffect } from 'react';
import { runAction } from '../../actions/app-actions';

/**
 * Records the use of the chat or agent panel (`feature_used`) each time it is shown on a spec, as
 * opening a dialog does; the server adds its own event for every answered message or instruction.
 */
export function usePanelOpened(panel: 'chat' | 'agent', fileId: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel shown for another spec counts as a new use.
  useEffect(() => {
    runAction(panel === 'chat' ? 'panels.chatShown' : 'panels.agentShown', { source: 'panel' });
  }, [panel, fileId]);
}
