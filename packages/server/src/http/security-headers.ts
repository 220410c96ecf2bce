import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/app-config.js';

const videoPlayers = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Security headers for the Vite-built React app: scripts only from us, inline styles allowed (component
 * libraries set them), images from anywhere over https, the welcome video player in a frame, and requests
 * to ourselves plus the analytics host.
 */
export function helmetOptions(config: Pick<AppConfig, 'publicUrl' | 'analytics'>): HelmetOptions {
  const isHttps = config.publicUrl.startsWith('https:');
  const connectSources = ["'self'", ...(config.analytics ? [originOf(config.analytics.host)] : [])];
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connectSources,
        frameSrc: videoPlayers,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Over plain http (a LAN install) upgrading would break every asset request.
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    // YouTube's embedded player refuses to play without a referrer (error 153), so send our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}

/** The headers helmet sets with `options`, worked out once (they are the same for every answer). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The security headers on every answer (API, web app, static files). One synchronous hook adding headers
 * computed at start-up: @fastify/helmet runs two hooks per request and builds its middleware anew each time.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl' | 'analytics'>,
): void {
  const headers = Object.entries(securityHeaders(helmetOptions(config)));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, so answers a route streams itself (chat, drafts) carry them too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
