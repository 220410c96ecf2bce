import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../startup/config.js';

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
export function helmetOptions(config: Pick<AppConfig, 'publicUrl' | 'analytics'>): FastifyHelmetOptions {
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
