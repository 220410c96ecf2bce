import type { RequirementFile } from '@specwright/core';
import { STORAGE_PREFIX } from '../state/storage';
import { isRequirementFileShape } from './open-spec-db';

/**
 * A spec's newest file, written synchronously to localStorage when the page goes away before autosave's
 * IndexedDB write has finished (an IndexedDB write begun while a page unloads may never complete). It is
 * read back on the next start and removed once IndexedDB holds that version.
 */
export interface JournalEntry {
  readonly file: RequirementFile;
  readonly dirty: boolean;
  readonly storedAt: number;
}

const JOURNAL_PREFIX = `${STORAGE_PREFIX}unsaved-spec.`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** False when the browser refused it (no storage, or the file is over its quota). */
export function writeJournal(entry: JournalEntry): boolean {
  try {
    storage()?.setItem(`${JOURNAL_PREFIX}${entry.file.id}`, JSON.stringify(entry));
    return storage() !== undefined;
  } catch {
    return false;
  }
}

export function readJournal(fileId: string): JournalEntry | undefined {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(`${JOURNAL_PREFIX}${fileId}`) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const entry = value as Partial<JournalEntry>;
    if (!isRequirementFileShape(entry.file) || entry.file.id !== fileId) return undefined;
    if (typeof entry.dirty !== 'boolean' || typeof entry.storedAt !== 'number') return undefined;
    return { file: entry.file, dirty: entry.dirty, storedAt: entry.storedAt };
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
