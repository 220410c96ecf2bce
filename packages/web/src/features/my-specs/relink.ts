import {
  createRequirementFile,
  importSpec,
  isEmptyPatch,
  type RequirementFile,
  rowPatch,
  sameContent,
} from '@specwright/core';
import { readLinkBase } from '../../persist/link-base-db';
import type { AccountLink, IncomingChanges, SyncStatus } from '../../state/account-specs';
import { fetchSpec } from './specs-api';

/** The spec as the server holds it now, as the open file `fileId`, and its version. */
export async function fetchServerFile(
  specId: string,
  fileId: string,
): Promise<{ version: number; file: RequirementFile; workspaceId?: string }> {
  const server = await fetchSpec(specId);
  const imported = importSpec(server.data);
  if (!imported.ok) throw new Error(imported.message);
  return {
    version: server.version,
    file: createRequirementFile(imported.spec, { id: fileId, title: server.title }),
    ...(server.workspace ? { workspaceId: server.workspace.id } : {}),
  };
}

/**
 * Emptied rows and no links: the start of a merge when the file both sides started from is not known, so
 * every row and link either side holds counts as added by it and is kept.
 */
function withoutRows(file: RequirementFile): RequirementFile {
  const { links: _unknownStart, ...rest } = file;
  return { ...rest, data: [] };
}

async function storedBase(fileId: string, kept: { specId: string; version: number }) {
  const stored = await readLinkBase(fileId).catch(() => undefined);
  return stored?.specId === kept.specId && stored.version === kept.version ? stored.file : undefined;
}

type Relinked = { link: Omit<AccountLink, 'status'>; status: SyncStatus; incoming?: IncomingChanges };

/**
 * How a file restored after a reload links to its spec again, given the server's copy now and, when this
 * browser kept it, the server's copy at the version the tab last saved or read (`start`). When the server is
 * still at that version, the tab's edits since (made offline, or not sent before the reload) are sent against
 * the server's copy, compared row by row by content. When it has moved on and `start` is known, the tab stays
 * at its version and the server's changes come in as a merge from `start` (`incoming`): only rows changed on
 * both sides are asked. Without `start`, a tab with other content than the server's is merged from no rows:
 * every row held differently is asked.
 */
export function relinkTo(
  server: { version: number; file: RequirementFile; workspaceId?: string },
  kept: { specId: string; version: number },
  local: RequirementFile,
  start: RequirementFile | undefined,
): Relinked {
  const serverLink = { specId: kept.specId, version: server.version, base: server.file, byContent: true };
  // A workspace spec catches up over the live channel: from the kept start when known, else the server's copy.
  if (server.workspaceId) {
    const from = start
      ? { version: kept.version, base: start }
      : { version: server.version, base: server.file };
    return { link: { specId: kept.specId, ...from, workspaceId: server.workspaceId }, status: 'saved' };
  }
  if (server.version === kept.version) return { link: serverLink, status: 'saved' };
  if (start)
    return {
      link: { specId: kept.specId, version: kept.version, base: start },
      status: 'conflict',
      incoming: { version: server.version, theirs: server.file, base: start },
    };
  if (isEmptyPatch(rowPatch(server.file, local, sameContent))) return { link: serverLink, status: 'saved' };
  return {
    link: serverLink,
    status: 'conflict',
    incoming: { version: server.version, theirs: server.file, base: withoutRows(server.file) },
  };
}

/** Reads the server's copy and the kept start of the tab's edits, and links the restored file (`relinkTo`). */
export async function relink(
  fileId: string,
  kept: { specId: string; version: number },
  local: RequirementFile,
): Promise<Relinked> {
  const [server, start] = await Promise.all([fetchServerFile(kept.specId, fileId), storedBase(fileId, kept)]);
  return relinkTo(server, kept, local, start);
}
