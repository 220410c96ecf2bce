/**
 * A second Specwright server for the specs that need a language model: it talks to a small
 * OpenAI-compatible test server (the one the server tests use) on 127.0.0.1, whose answers the spec scripts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ChatCompletionRequest,
  type OpenAiCompatibleServer,
  type ScriptedReply,
  startOpenAiCompatibleServer,
} from '../../packages/server/src/test/openai-compatible-server';

const mainScript = new URL('../../packages/server/dist/main.js', import.meta.url).pathname;
// Resolved as playwright.config.ts does: relative to the e2e folder.
const e2eDir = fileURLToPath(new URL('..', import.meta.url));
const webDistDir = resolve(e2eDir, process.env.E2E_WEB_DIST_DIR ?? '../packages/web/dist');

export interface ServerWithModel {
  baseUrl: string;
  model: OpenAiCompatibleServer;
  stop(): Promise<void>;
}

/** Fails when something already answers on `port`: its health check would pass for the wrong server. */
async function assertPortFree(port: number): Promise<void> {
  const answered = await fetch(`http://localhost:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Port ${port} is already in use: give this server another E2E_PORT offset`);
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server with a model did not start in time');
}

/** The text of the last user message of a chat request (the prompt). */
export function promptOf(request: ChatCompletionRequest): string {
  const last = request.body.messages.filter((message) => message.role === 'user').at(-1);
  return typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content ?? '');
}

/** Starts the model server and a Specwright server configured with it (LLM_PROVIDER=openai-compatible). */
export async function startServerWithModel(
  port: number,
  answer: (request: ChatCompletionRequest) => ScriptedReply | Promise<ScriptedReply>,
): Promise<ServerWithModel> {
  await assertPortFree(port);
  const model = await startOpenAiCompatibleServer(answer);
  const dataDir = mkdtempSync(join(tmpdir(), 'specwright-e2e-llm-'));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDistDir,
      AUTH_RATE_LIMIT: '1000',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: 'e2e-model',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill();
    await model.close();
    throw error;
  }
  return {
    baseUrl,
    model,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await model.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
