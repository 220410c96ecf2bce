import {
  commentEndpoints as api,
  type CommentCreate,
  type CommentThread,
  type CommentUpdate,
  endpointUrl,
} from '@specwright/core';
import { apiRequest } from '../../api/api-request';

const TIMEOUT_MS = 30_000;

export async function fetchComments(specId: string, signal?: AbortSignal): Promise<CommentThread[]> {
  const { threads } = await apiRequest(endpointUrl(api.list, { params: { id: specId } }), {
    schema: api.list.response,
    timeoutMs: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  return threads;
}

export async function createComment(specId: string, body: CommentCreate): Promise<CommentThread> {
  const { thread } = await apiRequest(endpointUrl(api.create, { params: { id: specId } }), {
    method: 'POST',
    body,
    schema: api.create.response,
    timeoutMs: TIMEOUT_MS,
  });
  return thread;
}

export async function replyToComment(specId: string, threadId: string, body: string): Promise<CommentThread> {
  const { thread } = await apiRequest(
    endpointUrl(api.reply, { params: { id: specId, commentId: threadId } }),
    { method: 'POST', body: { body }, schema: api.reply.response, timeoutMs: TIMEOUT_MS },
  );
  return thread;
}

export async function updateComment(
  specId: string,
  threadId: string,
  change: CommentUpdate,
): Promise<CommentThread> {
  const { thread } = await apiRequest(
    endpointUrl(api.update, { params: { id: specId, commentId: threadId } }),
    { method: 'PATCH', body: change, schema: api.update.response, timeoutMs: TIMEOUT_MS },
  );
  return thread;
}
