import type { RequirementFile } from '@specwright/core';
import { deleteLinkBase, writeLinkBase } from '../../persist/link-base-db';
import { type AccountLink, type KeptLinks, useAccountSpecsStore } from '../../state/account-specs';

/**
 * Keeps each open file's base (the server's copy at the link's version) in IndexedDB while the app runs, so
 * that after a reload the tab's edits and the server's are merged from where they parted (see `relink`). A
 * base is written when the link's version or base changes, one write per file at a time with the newest
 * waiting; the base of a file no longer linked or kept is deleted.
 */
export function keepLinkBases(): () => void {
  const known = new Map<string, { version: number; base: RequirementFile }>();
  const writing = new Set<string>();
  const waiting = new Map<string, AccountLink | null>();

  const store = (fileId: string, link: AccountLink | null) => {
    if (writing.has(fileId)) {
      waiting.set(fileId, link);
      return;
    }
    writing.add(fileId);
    const work = link
      ? writeLinkBase(fileId, { specId: link.specId, version: link.version, file: link.base })
      : deleteLinkBase(fileId);
    void work
      .catch((error: unknown) => console.warn('Could not keep the spec’s saved copy in this browser', error))
      .finally(() => {
        writing.delete(fileId);
        if (!waiting.has(fileId)) return;
        const next = waiting.get(fileId) ?? null;
        waiting.delete(fileId);
        store(fileId, next);
      });
  };

  let keptBefore = new Set<string>();
  const check = ({ links, kept }: { links: Readonly<Record<string, AccountLink>>; kept: KeptLinks }) => {
    for (const [fileId, link] of Object.entries(links)) {
      const last = known.get(fileId);
      if (last?.version === link.version && last.base === link.base) continue;
      known.set(fileId, { version: link.version, base: link.base });
      store(fileId, link);
    }
    for (const fileId of [...known.keys()]) {
      if (links[fileId]) continue;
      known.delete(fileId);
      store(fileId, null);
    }
    // A file closed while the page was away is unlinked from `kept` only: its base goes too.
    for (const fileId of keptBefore) if (!kept[fileId] && !known.has(fileId)) store(fileId, null);
    keptBefore = new Set(Object.keys(kept));
  };
  check(useAccountSpecsStore.getState());
  return useAccountSpecsStore.subscribe(check);
}
