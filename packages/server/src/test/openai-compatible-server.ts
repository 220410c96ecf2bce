import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: the assistant's text, or an HTTP error. */
export type ScriptedReply =
  | { content: string }
  | { status: number; body?: string; headers?: Record<string, string> };

export interface ChatCompletionRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: Array<{ role: string; content: unknown }>;
    stream?: boolean;
    response_format?: unknown;
    max_tokens?: number;
    [key: string]: unknown;
  };
}

export interface OpenAiCompatibleServer {
  /** Base URL for LLM_BASE_URL, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  /** Every POST /v1/chat/completions received, in order. */
  requests: ChatCompletionRequest[];
  /** Answers to give, in order; when empty, `fallback` answers. */
  replies: ScriptedReply[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<ChatCompletionRequest['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

/** Server-sent events as OpenAI streams them: the content in a few chunks, then usage and [DONE]. */
function streamCompletion(response: ServerResponse, model: string, content: string): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
  };
  const pieces = content.match(/.{1,16}/gs) ?? [''];
  const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
  send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  for (const piece of pieces)
    send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  send({ ...base, choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
  response.end('data: [DONE]\n\n');
}

/**
 * A small OpenAI-compatible HTTP server on 127.0.0.1 for tests (like Ollama, llama.cpp or vLLM would be):
 * `POST /v1/chat/completions` answers the scripted replies, plain or streamed (`stream: true`).
 */
export async function startOpenAiCompatibleServer(
  fallback: (request: ChatCompletionRequest) => ScriptedReply | Promise<ScriptedReply> = () => ({
    content: '{}',
  }),
): Promise<OpenAiCompatibleServer> {
  const requests: ChatCompletionRequest[] = [];
  const replies: ScriptedReply[] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    const received: ChatCompletionRequest = { headers: request.headers, body: await readJson(request) };
    requests.push(received);
    const reply = replies.shift() ?? (await fallback(received));
    if ('status' in reply) {
      const body = reply.body ?? JSON.stringify({ error: { message: `scripted HTTP ${reply.status}` } });
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(body);
    } else if (received.body.stream) {
      streamCompletion(response, received.body.model, reply.content);
    } else {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(completion(received.body.model, reply.content)));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    replies,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
