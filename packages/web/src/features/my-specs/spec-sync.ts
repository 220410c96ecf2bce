import {
  isEmptyPatch,
  type RequirementFile,
  type RowPatch,
  rowPatch,
  type SpecSaved,
  sameContent,
} from '@specwright/core';
import { ApiRequestError } from '../../api/api-request-error';
import type { AccountLink, SyncStatus } from '../../state/account-specs';

/** Quiet time after an edit before it is sent. */
export const SYNC_DELAY_MS = 1000;
/** The first retry after a failed save; each next one waits twice as long, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 2000;
export const RETRY_MAX_MS = 30_000;

export interface SpecSyncDeps {
  /** The current file of each open spec (none for a file still being read). */
  files: () => Readonly<Record<string, RequirementFile | undefined>>;
  links: () => Readonly<Record<string, AccountLink>>;
  save: (specId: string, version: number, patch: RowPatch) => Promise<SpecSaved>;
  acknowledge: (fileId: string, version: number, file: RequirementFile) => void;
  setStatus: (fileId: string, status: SyncStatus) => void;
  /**
   * The spec was saved elsewhere since this tab's version (409): nothing more is sent for it until this
   * settles it (the server's changes merged in and the link moved to the server's version, or a choice
   * asked of the user). When it fails (offline), the save is retried and comes back here.
   */
  onStale: (fileId: string) => Promise<void>;
  /** Calls `listener` after every change of the open files or the links; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  delayMs?: number;
}

const isConflict = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/**
 * Keeps the server in step with the open files linked to specs in the account: after a quiet moment each
 * changed file's patch (rows changed since the acknowledged version) is sent, one save per file at a time
 * and in order; a failed save is retried with growing pauses (and when the browser is back online) while
 * the edits stay in the tab and in IndexedDB; a 409 stops the file's saves until `onStale` has merged the
 * other tab's or browser's changes (or the user chose), so they are never overwritten.
 */
export function startSpecSync(deps: SpecSyncDeps): { flush: () => Promise<void>; stop: () => void } {
  const delay = deps.delayMs ?? SYNC_DELAY_MS;
  const inFlight = new Map<string, Promise<void>>();
  const failures = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let stopped = false;

  const pending = (fileId: string): { link: AccountLink; file: RequirementFile } | null => {
    const link = deps.links()[fileId];
    const file = deps.files()[fileId];
    // A workspace spec is kept in step over the live channel (features/live).
    if (!link || !file || link.workspaceId || link.status === 'conflict' || file === link.base) return null;
    return { link, file };
  };

  async function send(fileId: string, link: AccountLink, file: RequirementFile, patch: RowPatch) {
    try {
      const saved = await deps.save(link.specId, link.version, patch);
      failures.delete(fileId);
      deps.acknowledge(fileId, saved.version, file);
    } catch (error) {
      if (!isConflict(error)) {
        retryLater(fileId);
        return;
      }
      deps.setStatus(fileId, 'conflict');
      try {
        await deps.onStale(fileId);
        failures.delete(fileId);
      } catch {
        retryLater(fileId);
      }
    }
  }

  function retryLater(fileId: string) {
    const count = (failures.get(fileId) ?? 0) + 1;
    failures.set(fileId, count);
    deps.setStatus(fileId, 'offline');
    schedule(fileId, Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (count - 1)));
  }

  function pump(fileId: string): Promise<void> {
    const running = inFlight.get(fileId);
    if (running || stopped) return running ?? Promise.resolve();
    const next = pending(fileId);
    if (!next) return Promise.resolve();
    const patch = rowPatch(next.link.base, next.file, next.link.byContent ? sameContent : undefined);
    if (isEmptyPatch(patch)) {
      deps.acknowledge(fileId, next.link.version, next.file);
      return Promise.resolve();
    }
    deps.setStatus(fileId, 'saving');
    const work = send(fileId, next.link, next.file, patch).finally(() => {
      inFlight.delete(fileId);
      // Edits made while this save was on its way go next, in order.
      if (!failures.has(fileId) && pending(fileId)) schedule(fileId, 0);
    });
    inFlight.set(fileId, work);
    return work;
  }

  function schedule(fileId: string, wait: number) {
    clearTimeout(timers.get(fileId));
    timers.set(
      fileId,
      setTimeout(() => {
        timers.delete(fileId);
        void pump(fileId);
      }, wait),
    );
  }

  const onChange = () => {
    for (const fileId of Object.keys(deps.links())) {
      const next = pending(fileId);
      if (!next || failures.has(fileId)) continue;
      // An edit waiting for its quiet moment is not saved yet: say so at once, not when it is sent.
      if (next.link.status === 'saved') deps.setStatus(fileId, 'saving');
      schedule(fileId, delay);
    }
  };
  const onOnline = () => {
    failures.clear();
    for (const fileId of Object.keys(deps.links())) void pump(fileId);
  };
  const unsubscribe = deps.subscribe(onChange);
  window.addEventListener('online', onOnline);
  return {
    flush: async () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(Object.keys(deps.links()).map((fileId) => pump(fileId)));
    },
    stop: () => {
      stopped = true;
      unsubscribe();
      for (const timer of timers.values()) clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    },
  };
}
