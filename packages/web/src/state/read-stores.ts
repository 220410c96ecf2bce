import type { StoreApi, UseBoundStore } from 'zustand';
import { useAccountSpecsStore } from './account-specs';
import { useCommentsStore } from './comments';
import { useDialogStore } from './dialogs';
import { useInboxStore } from './inbox';
import { useLayoutStore } from './layout';
import { useLinkTargetsStore } from './link-targets';
import { useLivePresenceStore } from './live-presence';
import { useReviewsStore } from './reviews';
import { useSessionStore } from './session';
import { useSpecFilesStore } from './spec-files';
import { useTabSetStore } from './tab-set';
import { useTraceDataStore } from './trace-data';
import { useTraceReportStore } from './trace-report';

/** A store's state without its functions: what views and feature logic may read. */
export type ReadState<S> = {
  readonly [K in keyof S as S[K] extends (...args: never[]) => unknown ? never : K]: S[K];
};

type Store<S> = UseBoundStore<StoreApi<S>>;

/** A React hook selecting from a store's data; it re-renders when the selected value changes. */
function readHook<S>(store: Store<S>) {
  return <T>(select: (state: ReadState<S>) => T): T => store((state) => select(state));
}

/** The store's data now, outside React (for event handlers and feature logic). */
function reader<S>(store: Store<S>) {
  return (): ReadState<S> => store.getState();
}

/**
 * Features read the app's stores through these and change them only through their actions
 * (`*-actions.ts`) or their wiring (`*-wiring.ts`): Biome refuses an import of a `use…Store` elsewhere in `features/`.
 */
export const useSpecFiles = readHook(useSpecFilesStore);
export const readSpecFiles = reader(useSpecFilesStore);
export const useTabSet = readHook(useTabSetStore);
export const readTabSet = reader(useTabSetStore);
export const useSession = readHook(useSessionStore);
export const readSession = reader(useSessionStore);
export const useLayout = readHook(useLayoutStore);
export const readLayout = reader(useLayoutStore);
export const useDialogs = readHook(useDialogStore);
export const useTraceReport = readHook(useTraceReportStore);
export const useTraceData = readHook(useTraceDataStore);
export const useAccountSpecs = readHook(useAccountSpecsStore);
export const useLinkTargets = readHook(useLinkTargetsStore);
export const useLivePresence = readHook(useLivePresenceStore);
export const useComments = readHook(useCommentsStore);
export const useInbox = readHook(useInboxStore);
export const useReviews = readHook(useReviewsStore);
export const readReviews = reader(useReviewsStore);
