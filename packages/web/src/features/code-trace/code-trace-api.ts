import { traceEndpoints as api, type CodeScan, type CodeTrace, endpointUrl } from '@specwright/core';
import { apiRequest } from '../../api/api-request';

const TIMEOUT_MS = 30_000;

export interface CodeScanSettings {
  repository_id: string;
  branch: string;
  pattern?: string;
}

export function fetchCodeTrace(specId: string): Promise<CodeTrace> {
  return apiRequest(endpointUrl(api.codeTrace, { params: { id: specId } }), {
    schema: api.codeTrace.response,
    timeoutMs: TIMEOUT_MS,
  });
}

export function startCodeScan(specId: string, body: CodeScanSettings): Promise<CodeScan> {
  return apiRequest(endpointUrl(api.scanCode, { params: { id: specId } }), {
    method: 'POST',
    body,
    schema: api.scanCode.response,
    timeoutMs: TIMEOUT_MS,
  });
}
