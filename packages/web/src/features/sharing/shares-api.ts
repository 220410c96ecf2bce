import {
  createRequirementFile,
  endpointUrl,
  importSpec,
  type RequirementFile,
  type SpecShare,
  specEndpoints,
} from '@specwright/core';
import { apiRequest } from '../../api/api-request';

const TIMEOUT_MS = 30_000;

export type { SpecShare };
export type CreatedShare = SpecShare & { token: string };

export async function fetchShares(specId: string, signal?: AbortSignal): Promise<SpecShare[]> {
  const { shares } = await apiRequest(endpointUrl(specEndpoints.shares, { params: { id: specId } }), {
    schema: specEndpoints.shares.response,
    timeoutMs: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  return shares;
}

/** Makes a read-only link; its token is in this answer only. */
export async function createShare(specId: string, expiresInDays: number | null): Promise<CreatedShare> {
  const { share } = await apiRequest(endpointUrl(specEndpoints.share, { params: { id: specId } }), {
    method: 'POST',
    body: expiresInDays === null ? {} : { expires_in_days: expiresInDays },
    schema: specEndpoints.share.response,
    timeoutMs: TIMEOUT_MS,
  });
  return share;
}

export async function revokeShare(specId: string, shareId: string): Promise<void> {
  await apiRequest(endpointUrl(specEndpoints.revokeShare, { params: { id: specId, shareId } }), {
    method: 'DELETE',
    schema: specEndpoints.revokeShare.response,
    timeoutMs: TIMEOUT_MS,
  });
}

/** What a shared link shows: the spec as a file nobody edits here, and when it was last changed. */
export interface SharedSpecView {
  file: RequirementFile;
  updatedAt: string;
}

/** Reads the spec behind a link (no sign-in); a revoked, expired or unknown link fails with status 404. */
export async function fetchSharedSpec(token: string, signal?: AbortSignal): Promise<SharedSpecView> {
  const { spec } = await apiRequest(endpointUrl(specEndpoints.shared, { params: { token } }), {
    schema: specEndpoints.shared.response,
    timeoutMs: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  const imported = importSpec(spec.data);
  if (!imported.ok) throw new Error(imported.message);
  return {
    file: createRequirementFile(imported.spec, { id: `shared-${token.slice(0, 8)}`, title: spec.title }),
    updatedAt: spec.updated_at,
  };
}
