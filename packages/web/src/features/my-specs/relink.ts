import {
  createRequirementFile,
  importSpec,
  isEmptyPatch,
  type RequirementFile,
  rowPatch,
  sameContent,
} from '@specwright/core';
import type { AccountLink, SyncStatus } from '../../state/account-specs';
import { fetchSpec } from './specs-api';

/** The spec as the server holds it now, as the open file `fileId`, and its version. */
export async function fetchServerFile(
  specId: string,
  fileId: string,
): Promise<{ version: number; file: RequirementFile }> {
  const server = await fetchSpec(specId);
  const imported = importSpec(server.data);
  if (!imported.ok) throw new Error(imported.message);
  return {
    version: server.version,
    file: createRequirementFile(imported.spec, { id: fileId, title: server.title }),
  };
}

/**
 * Links a file restored after a reload to its spec in the account again. When the server is still at the
 * version the tab last saved, the tab's edits since (made offline, or not sent before the reload) are sent
 * against the server's copy, compared row by row by content. When the server has moved on, a tab with other
 * content is a conflict: nothing is sent over the newer version.
 */
export async function relink(
  fileId: string,
  kept: { specId: string; version: number },
  local: RequirementFile,
): Promise<{ link: Omit<AccountLink, 'status'>; status: SyncStatus }> {
  const { version, file: base } = await fetchServerFile(kept.specId, fileId);
  const link = { specId: kept.specId, version, base, byContent: true };
  if (version === kept.version) return { link, status: 'saved' };
  return { link, status: isEmptyPatch(rowPatch(base, local, sameContent)) ? 'saved' : 'conflict' };
}
