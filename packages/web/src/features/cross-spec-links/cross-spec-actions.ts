import type { AnyAction } from '../../actions/action-types';
import { openLinkTarget } from './link-targets-wiring';

/** Links across specs: opening the row of another spec a link points to. */
export const crossSpecActions = [
  {
    id: 'links.openOtherSpec',
    label: 'Open Linked Row',
    isEnabled: (state) => state.isSignedIn,
    // The other spec opens from My Specs (or its tab comes forward) with the row selected.
    run: (_context, { specId, rowId }: { specId: string; rowId: string }) => openLinkTarget(specId, rowId),
  },
] as const satisfies readonly AnyAction[];
