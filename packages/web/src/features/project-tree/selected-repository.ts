import { create } from 'zustand';
import { STORAGE_PREFIX } from '../../state/storage';

/** The stored selection's format; a stored value of another version is ignored. */
export const SELECTION_STORAGE_VERSION = '1.0';
/** A stored selection older than this is forgotten. */
export const SELECTION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredSelection {
  version: string;
  repositoryId: string;
  timestamp: number;
}

const keyOf = (userId: string) => `${STORAGE_PREFIX}selectedRepository.${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The repository this user last selected in the project tree, unless that was over 30 days ago. */
export function readSelectedRepository(userId: string, now = Date.now()): string | null {
  const raw = storage()?.getItem(keyOf(userId));
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredSelection>;
    const fresh =
      stored.version === SELECTION_STORAGE_VERSION &&
      typeof stored.repositoryId === 'string' &&
      typeof stored.timestamp === 'number' &&
      now - stored.timestamp <= SELECTION_MAX_AGE_MS;
    if (fresh) return stored.repositoryId ?? null;
  } catch {
    // A value that is not JSON is dropped like an expired one.
  }
  storage()?.removeItem(keyOf(userId));
  return null;
}

export function writeSelectedRepository(userId: string, repositoryId: string | null, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  if (repositoryId === null) store.removeItem(keyOf(userId));
  else {
    const value: StoredSelection = { version: SELECTION_STORAGE_VERSION, repositoryId, timestamp: now };
    store.setItem(keyOf(userId), JSON.stringify(value));
  }
}

/** The selection made in this page, by user: the Add Repository dialog selects what it added. */
const useSelections = create<{ byUser: Readonly<Record<string, string | null>> }>()(() => ({ byUser: {} }));

/** Selects a repository in the project tree and remembers it for 30 days. */
export function selectRepository(userId: string, repositoryId: string | null): void {
  writeSelectedRepository(userId, repositoryId);
  useSelections.setState((state) => ({ byUser: { ...state.byUser, [userId]: repositoryId } }));
}

/** The repository selected in the project tree: chosen in this page, else the remembered one. */
export function useSelectedRepository(userId: string): string | null {
  const chosen = useSelections((state) => state.byUser[userId]);
  return chosen === undefined ? readSelectedRepository(userId) : chosen;
}
