import { existsSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeNotFoundBody } from './errors.js';

/** The built single-page web app (`packages/web/dist`), when there is one. */
export interface WebApp {
  distDir: string;
  isBuilt: boolean;
  hasRootFile(fileName: string): boolean;
}

export function findWebApp(distDir: string): WebApp {
  const isBuilt = existsSync(join(distDir, 'index.html'));
  return {
    distDir,
    isBuilt,
    hasRootFile: (fileName) =>
      isBuilt && statSync(join(distDir, fileName), { throwIfNoEntry: false })?.isFile() === true,
  };
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Specwright</title></head>
<body><h1>Specwright</h1><p>The web app is not built. Run <code>npm run build</code>, then restart the server.</p>
<p>The API answers at <a href="/api/health">/api/health</a>; its documentation is at <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function wantsPage(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
  return isRead && !isApiPath(request.url) && (acceptsHtml || request.url === '/');
}

function cacheControlFor(filePath: string): string {
  // Vite puts content-hashed bundles in assets/; everything else (index.html) must be revalidated.
  return filePath.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the web app's files and answers every other page request with its index.html, so the SPA handles
 * the route. Unknown API routes and non-page requests get a 404 JSON error.
 */
export async function registerWebApp(app: FastifyInstance, webApp: WebApp): Promise<void> {
  if (webApp.isBuilt) {
    await app.register(fastifyStatic, {
      root: webApp.distDir,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return reply.code(404).send(routeNotFoundBody(request.method, request.url));
    if (!webApp.isBuilt) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
