import {
  endpointUrl,
  type SpecSummary as KeptSpecSummary,
  type RowPatch,
  type SpecAnswer,
  type SpecDiffAnswer,
  type SpecSaved,
  type SpecTrash,
  type SpecVersion,
  specEndpoints,
} from '@specwright/core';
import { apiRequest } from '../../api/api-request';

const TIMEOUT_MS = 30_000;
const byId = (id: string) => ({ params: { id } });

/** A kept spec in My Specs, with the workspace it is in (null: Personal). */
export type SpecSummary = KeptSpecSummary;
export type KeptSpec = SpecAnswer['spec'];

export async function fetchMySpecs(signal?: AbortSignal): Promise<SpecSummary[]> {
  const { specs } = await apiRequest(endpointUrl(specEndpoints.list), {
    schema: specEndpoints.list.response,
    timeoutMs: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  return specs;
}

export async function fetchTrash(signal?: AbortSignal): Promise<SpecTrash['specs']> {
  const { specs } = await apiRequest(endpointUrl(specEndpoints.trash), {
    schema: specEndpoints.trash.response,
    timeoutMs: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  return specs;
}

export async function fetchSpec(id: string): Promise<KeptSpec> {
  const { spec } = await apiRequest(endpointUrl(specEndpoints.read, byId(id)), {
    schema: specEndpoints.read.response,
    timeoutMs: TIMEOUT_MS,
  });
  return spec;
}

/** Keeps a spec in the account: in a workspace, or Personal when `workspaceId` is null. */
export async function keepSpec(
  title: string,
  spec: unknown,
  workspaceId: string | null = null,
): Promise<KeptSpec> {
  const answer = await apiRequest(endpointUrl(specEndpoints.create), {
    method: 'POST',
    body: workspaceId === null ? { title, spec } : { title, spec, workspace_id: workspaceId },
    schema: specEndpoints.create.response,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.spec;
}

/** Saves what changed since `version`; a stale version fails with status 409. */
export function saveChanges(id: string, version: number, patch: RowPatch): Promise<SpecSaved> {
  return apiRequest(endpointUrl(specEndpoints.update, byId(id)), {
    method: 'PUT',
    body: { version, ...patch },
    schema: specEndpoints.update.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function renameSpec(id: string, title: string): Promise<void> {
  await apiRequest(endpointUrl(specEndpoints.rename, byId(id)), {
    method: 'PUT',
    body: { title },
    schema: specEndpoints.rename.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function duplicateSpec(id: string, title: string): Promise<void> {
  await apiRequest(endpointUrl(specEndpoints.duplicate, byId(id)), {
    method: 'POST',
    body: { title },
    schema: specEndpoints.duplicate.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function trashSpec(id: string): Promise<void> {
  await apiRequest(endpointUrl(specEndpoints.remove, byId(id)), {
    method: 'DELETE',
    schema: specEndpoints.remove.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function untrashSpec(id: string): Promise<void> {
  await apiRequest(endpointUrl(specEndpoints.untrash, byId(id)), {
    method: 'POST',
    schema: specEndpoints.untrash.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function fetchVersions(id: string): Promise<SpecVersion[]> {
  const { versions } = await apiRequest(endpointUrl(specEndpoints.versions, byId(id)), {
    schema: specEndpoints.versions.response,
    timeoutMs: TIMEOUT_MS,
  });
  return versions;
}

export async function saveVersion(id: string, name: string): Promise<SpecVersion> {
  const answer = await apiRequest(endpointUrl(specEndpoints.saveVersion, byId(id)), {
    method: 'POST',
    body: { name },
    schema: specEndpoints.saveVersion.response,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.version;
}

export function fetchDiff(id: string, from: string): Promise<SpecDiffAnswer> {
  return apiRequest(endpointUrl(specEndpoints.diff, { params: { id }, query: { from, to: 'current' } }), {
    schema: specEndpoints.diff.response,
    timeoutMs: TIMEOUT_MS,
  });
}

/** Makes a version current on the server as a new version over `version`. */
export function restoreVersion(id: string, versionId: string, version: number): Promise<SpecSaved> {
  return apiRequest(endpointUrl(specEndpoints.restoreVersion, { params: { id, versionId } }), {
    method: 'POST',
    body: { version },
    schema: specEndpoints.restoreVersion.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function renameVersion(id: string, versionId: string, name: string): Promise<SpecVersion> {
  const answer = await apiRequest(endpointUrl(specEndpoints.renameVersion, { params: { id, versionId } }), {
    method: 'PATCH',
    body: { name },
    schema: specEndpoints.renameVersion.response,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.version;
}

/** Deletes a named version; the locked baseline of an approved review is refused with status 409. */
export async function deleteVersion(id: string, versionId: string): Promise<void> {
  await apiRequest(endpointUrl(specEndpoints.deleteVersion, { params: { id, versionId } }), {
    method: 'DELETE',
    schema: specEndpoints.deleteVersion.response,
    timeoutMs: TIMEOUT_MS,
  });
}
