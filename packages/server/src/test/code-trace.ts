import type { CodeTrace } from '@specwright/core';
import type { SignedInTestUser } from './auth-client.js';

/** A spec of three requirements, REQ-1 to REQ-3, whose ID column is `req_id`. */
export const codeTraceSpec = {
  columns: [
    { field: 'req_id', headerName: 'ID' },
    { field: 'description', headerName: 'Description' },
  ],
  rows: [
    { id: 'r1', req_id: 'REQ-1', description: 'The system shall sign the user in.' },
    { id: 'r2', req_id: 'REQ-2', description: 'The system shall log sign-ins.' },
    { id: 'r3', req_id: 'REQ-3', description: 'The system shall export the log.' },
  ],
};

export const codeTraceUrl = (specId: string) => `/api/specs/${specId}/code-trace`;
export const codeScansUrl = (specId: string) => `/api/specs/${specId}/code-scans`;

/** Keeps `codeTraceSpec` in the user's specs (or the workspace's); its id. */
export async function keepCodeTraceSpec(user: SignedInTestUser, workspaceId?: string): Promise<string> {
  const body = {
    title: 'Sign-in',
    spec: codeTraceSpec,
    ...(workspaceId ? { workspace_id: workspaceId } : {}),
  };
  const created = await user.client.post('/api/specs', body);
  if (created.statusCode !== 200) throw new Error(`Not kept: ${created.statusCode} ${created.body}`);
  return created.json<{ spec: { id: string } }>().spec.id;
}

/** Adds a repository at `url` to the user's repositories; its id. */
export async function addCodeRepository(user: SignedInTestUser, url: string, token: string): Promise<string> {
  const created = await user.client.post('/api/user/repositories', {
    name: 'App',
    github_url: url,
    access_token: token,
  });
  if (created.statusCode !== 200) throw new Error(`Not added: ${created.statusCode} ${created.body}`);
  return created.json<{ repository: { id: string } }>().repository.id;
}

/** Polls the trace until its scan is no longer running. */
export async function finishedCodeTrace(user: SignedInTestUser, specId: string): Promise<CodeTrace> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const trace = (await user.client.get(codeTraceUrl(specId))).json<CodeTrace>();
    if (trace.scan?.state !== 'running') return trace;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The scan did not finish');
}
