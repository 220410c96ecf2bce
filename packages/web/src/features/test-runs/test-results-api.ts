import { traceEndpoints as api, endpointUrl, type TestResults } from '@specwright/core';
import { apiRequest } from '../../api/api-request';

const READ_TIMEOUT_MS = 30_000;
/** A 50 MB report takes seconds to send and read. */
const IMPORT_TIMEOUT_MS = 120_000;

export function fetchTestResults(specId: string): Promise<TestResults> {
  return apiRequest(endpointUrl(api.testResults, { params: { id: specId } }), {
    schema: api.testResults.response,
    timeoutMs: READ_TIMEOUT_MS,
  });
}

export function postTestResults(specId: string, name: string, junit: string): Promise<TestResults> {
  return apiRequest(endpointUrl(api.importTestResults, { params: { id: specId } }), {
    method: 'POST',
    body: { name, junit },
    schema: api.importTestResults.response,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}
