import type { HistoryStep, RequirementFile } from '@specwright/core';
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * What autosave keeps of one open spec: the current file, whether it differs from the saved one, and its
 * undo and redo steps. IndexedDB stores the value as one structured clone, which keeps the rows the steps
 * share with each other and with the file as one copy.
 */
export interface StoredSpec {
  readonly version: 2;
  readonly file: RequirementFile;
  readonly dirty: boolean;
  readonly storedAt: number;
  readonly past: readonly HistoryStep[];
  readonly future: readonly HistoryStep[];
}

let database: UseStore | undefined;

function store(): UseStore {
  database ??= createStore('specwright', 'open-specs');
  return database;
}

export function writeStoredSpec(spec: StoredSpec): Promise<void> {
  return set(spec.file.id, spec, store());
}

export function isRequirementFileShape(value: unknown): value is RequirementFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<RequirementFile>;
  return (
    typeof file.id === 'string' &&
    Array.isArray(file.data) &&
    Array.isArray(file.columns) &&
    Array.isArray(file.columnOrder) &&
    Array.isArray(file.hiddenColumns)
  );
}

function isStep(value: unknown): value is HistoryStep {
  if (typeof value !== 'object' || value === null) return false;
  const step = value as Partial<HistoryStep>;
  return (
    typeof step.label === 'string' &&
    isRequirementFileShape(step.before) &&
    isRequirementFileShape(step.after)
  );
}

export const isSteps = (value: unknown): value is HistoryStep[] =>
  Array.isArray(value) && value.every(isStep);

/**
 * The stored spec, or undefined when there is none or it is not in a shape we can trust. Specs stored
 * before the history was kept (version 1) come back without undo steps.
 */
export async function readStoredSpec(fileId: string): Promise<StoredSpec | undefined> {
  const value: unknown = await get(fileId, store());
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as Record<string, unknown>;
  if (typeof candidate.dirty !== 'boolean' || !isRequirementFileShape(candidate.file)) return undefined;
  const storedAt = typeof candidate.storedAt === 'number' ? candidate.storedAt : 0;
  const base = { version: 2, file: candidate.file, dirty: candidate.dirty, storedAt } as const;
  if (candidate.version === 1) return { ...base, past: [], future: [] };
  if (candidate.version !== 2 || !isSteps(candidate.past) || !isSteps(candidate.future)) return undefined;
  return { ...base, past: candidate.past, future: candidate.future };
}

export function deleteStoredSpec(fileId: string): Promise<void> {
  return del(fileId, store());
}

export async function storedSpecIds(): Promise<string[]> {
  return (await keys(store())).filter((key): key is string => typeof key === 'string');
}
