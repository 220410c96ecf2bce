import type { HistoryStep, RequirementFile } from '@specwright/core';
import { STORAGE_PREFIX } from '../state/storage';
import { isRequirementFileShape, isSteps } from './open-spec-db';

/**
 * A spec's newest file, written synchronously to localStorage when the page goes away before autosave's
 * IndexedDB write has finished (an IndexedDB write begun while a page unloads may never complete). It is
 * read back on the next start and removed once IndexedDB holds that version.
 */
export interface JournalEntry {
  readonly file: RequirementFile;
  readonly dirty: boolean;
  readonly storedAt: number;
  /**
   * The last undo steps up to `file`, for a spec IndexedDB never held (opened and edited within autosave's
   * quiet period): without them the edit would come back but could not be undone.
   */
  readonly past?: readonly HistoryStep[];
}

/** Rows written to the journal's undo steps, at most: each step holds two copies of the file. */
export const MAX_JOURNAL_STEP_ROWS = 20_000;
/** Undo steps written to the journal, at most. */
export const MAX_JOURNAL_STEPS = 10;

const JOURNAL_PREFIX = `${STORAGE_PREFIX}unsaved-spec.`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function setEntry(entry: JournalEntry): boolean {
  try {
    storage()?.setItem(`${JOURNAL_PREFIX}${entry.file.id}`, JSON.stringify(entry));
    return storage() !== undefined;
  } catch {
    return false;
  }
}

/**
 * Writes the file with as many of its last undo steps as the bounds and the browser's quota allow (the
 * file alone when even one step does not fit). False when the browser refused the file itself.
 */
export function writeJournal(entry: JournalEntry): boolean {
  const rows = Math.max(1, entry.file.data.length);
  const steps = Math.min(
    entry.past?.length ?? 0,
    MAX_JOURNAL_STEPS,
    Math.floor(MAX_JOURNAL_STEP_ROWS / rows),
  );
  if (steps > 0 && entry.past && setEntry({ ...entry, past: entry.past.slice(-steps) })) return true;
  if (steps > 1 && entry.past && setEntry({ ...entry, past: entry.past.slice(-1) })) return true;
  const { past: _dropped, ...fileOnly } = entry;
  return setEntry(fileOnly);
}

export function readJournal(fileId: string): JournalEntry | undefined {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(`${JOURNAL_PREFIX}${fileId}`) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const entry = value as Partial<JournalEntry>;
    if (!isRequirementFileShape(entry.file) || entry.file.id !== fileId) return undefined;
    if (typeof entry.dirty !== 'boolean' || typeof entry.storedAt !== 'number') return undefined;
    const past = isSteps(entry.past) ? entry.past : [];
    return { file: entry.file, dirty: entry.dirty, storedAt: entry.storedAt, past };
  } catch {
    return undefined;
  }
}

export function removeJournal(fileId: string): void {
  try {
    storage()?.removeItem(`${JOURNAL_PREFIX}${fileId}`);
  } catch {
    // Nothing to remove where there is no storage.
  }
}

/** The ids of the files with a journal entry. */
export function journalIds(): string[] {
  const store = storage();
  if (!store) return [];
  const ids: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key?.startsWith(JOURNAL_PREFIX)) ids.push(key.slice(JOURNAL_PREFIX.length));
  }
  return ids;
}
