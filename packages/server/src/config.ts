import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import {
  type Environment,
  environmentSchema,
  type LlmProvider,
  type LogLevel,
  secretVariables,
} from './config/environment-schema.js';
import { findMissingSettings } from './config/missing-settings.js';
import { loadOrCreateSecretKey } from './config/secret-key.js';
import { defaultWebDistDir, specsDir } from './paths.js';
import { redactUrlCredentials } from './redaction.js';
import { ConfigError } from './startup-error.js';

export type { LlmProvider, LogLevel } from './config/environment-schema.js';
export { ConfigError } from './startup-error.js';

export type EnvironmentVariables = Readonly<Record<string, string | undefined>>;

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface OidcClient extends OAuthClient {
  issuer: string;
}

export interface LlmSettings {
  provider: LlmProvider;
  model: string;
  baseUrl: string | null;
  apiKey: string | null;
}

/** Everything the server is configured with. Optional features are null unless completely configured. */
export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** PostgreSQL URL, or null for the embedded PGlite database in `${dataDir}/db`. */
  databaseUrl: string | null;
  secretKey: string;
  logLevel: LogLevel;
  mail: { smtpUrl: string | null; from: string };
  support: { email: string; salesEmail: string };
  limits: {
    initialCredits: number;
    maxRequirements: number;
    /** Sign-in and sign-up requests per minute and client address (AUTH_RATE_LIMIT); half that for resets. */
    authRateLimit: number;
  };
  /** Fastify's trustProxy (TRUST_PROXY): whether and which proxies' X-Forwarded-For gives the client address. */
  trustProxy: boolean | number | string[];
  signIn: { google: OAuthClient | null; github: OAuthClient | null; oidc: OidcClient | null };
  llm: LlmSettings | null;
  analytics: { key: string; host: string } | null;
  welcomeVideoUrl: string | null;
  /** The built web app served at `/`. */
  webDistDir: string;
  /** Folder with `templates/` and `examples/` spec files. */
  specsDir: string;
  /** Settings enabled but incomplete (variable names); the web app shows them as a configuration error. */
  missingSettings: string[];
}

export const defaultPosthogHost = 'https://us.i.posthog.com';

/** process.env, after loading `${cwd}/.env` when present (variables already set win over the file). */
export function readProcessEnvironment(cwd: string = process.cwd()): EnvironmentVariables {
  const envFile = join(cwd, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return process.env;
}

function withoutEmptyValues(env: EnvironmentVariables): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.keys(environmentSchema.shape)) {
    const value = env[name]?.trim();
    if (value) values[name] = value;
  }
  return values;
}

function describeIssue(issue: z.core.$ZodIssue, values: Record<string, string>): string {
  const name = String(issue.path[0] ?? 'configuration');
  const value = values[name];
  if (value === undefined || secretVariables.has(name)) return `${name} ${issue.message}`;
  return `${name} ${issue.message} (got "${redactUrlCredentials(value)}")`;
}

function parseEnvironment(env: EnvironmentVariables): Environment {
  const values = withoutEmptyValues(env);
  const result = environmentSchema.safeParse(values);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => describeIssue(issue, values)).join('; '));
}

function oauthClient(clientId: string | undefined, clientSecret: string | undefined): OAuthClient | null {
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

function oidcClient(env: Environment): OidcClient | null {
  const client = oauthClient(env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET);
  return client && env.OIDC_ISSUER ? { ...client, issuer: env.OIDC_ISSUER } : null;
}

function llmSettings(env: Environment, missingSettings: string[]): LlmSettings | null {
  if (!env.LLM_PROVIDER || !env.LLM_MODEL || missingSettings.some((name) => name.startsWith('LLM_'))) {
    return null;
  }
  return {
    provider: env.LLM_PROVIDER,
    model: env.LLM_MODEL,
    baseUrl: env.LLM_BASE_URL ?? null,
    apiKey: env.LLM_API_KEY ?? null,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

/**
 * Reads the configuration from environment variables (default: process.env and `.env`). Throws a
 * ConfigError with a one-line message for an invalid value. Generates `${DATA_DIR}/secret-key` when
 * SECRET_KEY is unset.
 */
export function loadConfig(env: EnvironmentVariables = readProcessEnvironment()): AppConfig {
  const settings = parseEnvironment(env);
  const dataDir = resolve(settings.DATA_DIR);
  const missingSettings = findMissingSettings(settings);
  return {
    port: settings.PORT,
    host: settings.HOST,
    publicUrl: (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: settings.DATABASE_URL ?? null,
    secretKey: settings.SECRET_KEY ?? loadOrCreateSecretKey(dataDir),
    logLevel: settings.LOG_LEVEL,
    mail: { smtpUrl: settings.SMTP_URL ?? null, from: settings.MAIL_FROM },
    support: { email: settings.SUPPORT_EMAIL, salesEmail: settings.SALES_EMAIL },
    limits: {
      initialCredits: settings.INITIAL_CREDITS,
      maxRequirements: settings.MAX_REQUIREMENTS,
      authRateLimit: settings.AUTH_RATE_LIMIT,
    },
    trustProxy: parseTrustProxy(settings.TRUST_PROXY),
    signIn: {
      google: oauthClient(settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET),
      github: oauthClient(settings.GITHUB_CLIENT_ID, settings.GITHUB_CLIENT_SECRET),
      oidc: oidcClient(settings),
    },
    llm: llmSettings(settings, missingSettings),
    analytics: settings.POSTHOG_KEY
      ? { key: settings.POSTHOG_KEY, host: settings.POSTHOG_HOST ?? defaultPosthogHost }
      : null,
    welcomeVideoUrl: settings.WELCOME_VIDEO_URL ?? null,
    webDistDir: settings.WEB_DIST_DIR ? resolve(settings.WEB_DIST_DIR) : defaultWebDistDir,
    specsDir,
    missingSettings,
  };
}
