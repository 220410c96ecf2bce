import { endpointUrl, type LinkTarget, linkTargetEndpoints, type RowSearch } from '@specwright/core';
import { apiRequest } from '../../api/api-request';

const TIMEOUT_MS = 15_000;

/** What the caller sees of each row of another spec that the kept spec's links point to. */
export async function fetchLinkTargets(specId: string): Promise<LinkTarget[]> {
  const { targets } = await apiRequest(endpointUrl(linkTargetEndpoints.targets, { params: { id: specId } }), {
    schema: linkTargetEndpoints.targets.response,
    timeoutMs: TIMEOUT_MS,
  });
  return targets;
}

/** The first rows of a kept spec whose id or text holds `query`. */
export function searchSpecRows(specId: string, query: string, signal?: AbortSignal): Promise<RowSearch> {
  const url = endpointUrl(linkTargetEndpoints.searchRows, { params: { id: specId }, query: { query } });
  return apiRequest(url, {
    schema: linkTargetEndpoints.searchRows.response,
    timeoutMs: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}

/** The specs the user keeps: their own and their workspaces'. */
export { fetchMySpecs as fetchKeptSpecs } from '../my-specs/specs-api';
