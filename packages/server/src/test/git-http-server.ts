import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs the real `git` (the reference the provider's results are checked against) and answers its output. */
export async function gitCli(args: string[], cwd?: string): Promise<string> {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Seed',
    GIT_AUTHOR_EMAIL: 'seed@example.test',
    GIT_COMMITTER_NAME: 'Seed',
    GIT_COMMITTER_EMAIL: 'seed@example.test',
    GIT_CONFIG_NOSYSTEM: '1',
    HOME: tmpdir(),
  };
  const { stdout } = await run('git', args, { cwd, env });
  return stdout;
}

export interface TestGitServer {
  /** `http://127.0.0.1:<port>/repo.git`. */
  url: string;
  /** The bare repository's folder, for `git --git-dir`. */
  bareDir: string;
  /** How many HTTP requests reached the server. */
  requests(): number;
  close(): Promise<void>;
}

/** A bare repository (`root`/repo.git) on branch `main` with one seed commit holding `files`; its path. */
export async function seededBareRepository(root: string, files: Record<string, string>): Promise<string> {
  const bareDir = join(root, 'repo.git');
  const work = join(root, 'work');
  await gitCli(['init', '--bare', '--initial-branch=main', bareDir]);
  await gitCli(['config', 'http.receivepack', 'true'], bareDir);
  await gitCli(['init', '--initial-branch=main', work]);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(work, path)), { recursive: true });
    await writeFile(join(work, path), content);
  }
  await gitCli(['add', '.'], work);
  await gitCli(['commit', '-m', 'Seed'], work);
  await gitCli(['push', bareDir, 'main'], work);
  await rm(work, { recursive: true, force: true });
  return bareDir;
}

/** Splits the CGI answer's header block (`Status:` and headers, then a blank line) from its body. */
function headerEnd(buffer: Buffer): { end: number; skip: number } | null {
  const crlf = buffer.indexOf('\r\n\r\n');
  if (crlf >= 0) return { end: crlf, skip: 4 };
  const lf = buffer.indexOf('\n\n');
  return lf >= 0 ? { end: lf, skip: 2 } : null;
}

function writeCgiHead(res: ServerResponse, head: string): void {
  let status = 200;
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
    else res.setHeader(name, value);
  }
  res.statusCode = status;
}

/** Answers one request with `git http-backend` run as a CGI program. */
function serveWithBackend(
  backend: string,
  projectRoot: string,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const header = (name: string) => {
    const value = req.headers[name];
    return typeof value === 'string' ? value : '';
  };
  const child = spawn(backend, [], {
    env: {
      PATH: process.env.PATH ?? '',
      GIT_PROJECT_ROOT: projectRoot,
      GIT_HTTP_EXPORT_ALL: '1',
      GIT_CONFIG_NOSYSTEM: '1',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      REQUEST_METHOD: req.method ?? 'GET',
      CONTENT_TYPE: header('content-type'),
      ...(header('content-length') ? { CONTENT_LENGTH: header('content-length') } : {}),
      HTTP_GIT_PROTOCOL: header('git-protocol'),
      REMOTE_USER: 'tester',
      REMOTE_ADDR: '127.0.0.1',
    },
  });
  req.pipe(child.stdin);
  let pending: Buffer | null = Buffer.alloc(0);
  child.stdout.on('data', (chunk: Buffer) => {
    if (pending === null) return void res.write(chunk);
    pending = Buffer.concat([pending, chunk]);
    const split = headerEnd(pending);
    if (!split) return;
    writeCgiHead(res, pending.subarray(0, split.end).toString('latin1'));
    res.write(pending.subarray(split.end + split.skip));
    pending = null;
  });
  child.on('close', () => {
    if (pending !== null) res.statusCode = 502;
    res.end();
  });
}

/**
 * A git smart-HTTP server on 127.0.0.1 (a free port) over a fresh bare repository seeded with
 * `files`. Every request must carry basic auth whose password is `token` (401 otherwise), so the
 * provider's authentication is really exercised.
 */
export async function startGitHttpServer(
  token: string,
  files: Record<string, string>,
): Promise<TestGitServer> {
  const root = await mkdtemp(join(tmpdir(), 'specwright-git-remote-'));
  const bareDir = await seededBareRepository(root, files);
  const backend = join((await gitCli(['--exec-path'])).trim(), 'git-http-backend');
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    const authorization = req.headers.authorization ?? '';
    const credentials = Buffer.from(authorization.replace(/^Basic /, ''), 'base64').toString();
    const password = credentials.slice(credentials.indexOf(':') + 1);
    if (!authorization.startsWith('Basic ') || !credentials.includes(':') || password !== token) {
      req.resume();
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end();
      return;
    }
    serveWithBackend(backend, root, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/repo.git`,
    bareDir,
    requests: () => requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
