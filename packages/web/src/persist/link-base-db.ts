import type { RequirementFile } from '@specwright/core';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { isRequirementFileShape } from './open-spec-db';

/**
 * The server's copy of a spec kept in the account, as of the version an open file last saved or read. After a
 * reload it is the common start of the tab's edits and the server's, so a merge asks only about rows both
 * sides changed.
 */
export interface StoredLinkBase {
  readonly specId: string;
  readonly version: number;
  readonly file: RequirementFile;
}

let database: UseStore | undefined;

function store(): UseStore {
  database ??= createStore('specwright-account', 'link-bases');
  return database;
}

export function writeLinkBase(fileId: string, base: StoredLinkBase): Promise<void> {
  return set(fileId, base, store());
}

/** The stored base of `fileId`, or undefined when there is none or it is not in a shape we can trust. */
export async function readLinkBase(fileId: string): Promise<StoredLinkBase | undefined> {
  const value: unknown = await get(fileId, store());
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as Record<string, unknown>;
  if (typeof candidate.specId !== 'string' || typeof candidate.version !== 'number') return undefined;
  if (!isRequirementFileShape(candidate.file)) return undefined;
  return { specId: candidate.specId, version: candidate.version, file: candidate.file };
}

export function deleteLinkBase(fileId: string): Promise<void> {
  return del(fileId, store());
}
