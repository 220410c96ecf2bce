import type { RequirementFile } from '@specwright/core';
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/** What autosave keeps of one open spec: the current file and whether it differs from the saved one. */
export interface StoredSpec {
  readonly version: 1;
  readonly file: RequirementFile;
  readonly dirty: boolean;
  readonly storedAt: number;
}

let database: UseStore | undefined;

function store(): UseStore {
  database ??= createStore('specwright', 'open-specs');
  return database;
}

export function writeStoredSpec(spec: StoredSpec): Promise<void> {
  return set(spec.file.id, spec, store());
}

function isStoredSpec(value: unknown): value is StoredSpec {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredSpec>;
  const file = candidate.file as Partial<RequirementFile> | undefined;
  return (
    candidate.version === 1 &&
    typeof candidate.dirty === 'boolean' &&
    typeof file?.id === 'string' &&
    Array.isArray(file.data) &&
    Array.isArray(file.columns) &&
    Array.isArray(file.columnOrder) &&
    Array.isArray(file.hiddenColumns)
  );
}

/** The stored spec, or undefined when there is none or it is not in a shape we can trust. */
export async function readStoredSpec(fileId: string): Promise<StoredSpec | undefined> {
  const value: unknown = await get(fileId, store());
  return isStoredSpec(value) ? value : undefined;
}

export function deleteStoredSpec(fileId: string): Promise<void> {
  return del(fileId, store());
}

export async function storedSpecIds(): Promise<string[]> {
  return (await keys(store())).filter((key): key is string => typeof key === 'string');
}
