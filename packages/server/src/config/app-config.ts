import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { redactUrlCredentials } from '../http/redaction.js';
import { ConfigError } from '../startup/startup-error.js';
import {
  type Environment,
  environmentSchema,
  type LlmProvider,
  type LogLevel,
  secretVariables,
} from './environment-schema.js';
import { findMissingSettings } from './missing-settings.js';
import { defaultWebDistDir, specsDir } from './paths.js';
import { loadOrCreateSecretKey } from './secret-key.js';

export { ConfigError } from '../startup/startup-error.js';
export type { LlmProvider, LogLevel } from './environment-schema.js';

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

/** How long the HTTP server waits on clients, in milliseconds (the variables are in seconds). */
export interface HttpTimeouts {
  /** A request's headers must arrive within this (HEADERS_TIMEOUT_SECONDS, at most requestMs). */
  headersMs: number;
  /**
   * A whole request, headers and body, must arrive within this (REQUEST_TIMEOUT_SECONDS); the answer may
   * take longer. Its body must also keep coming (see http/client-timeouts.ts).
   */
  requestMs: number;
  /** An idle connection between two requests is closed after this (KEEP_ALIVE_TIMEOUT_SECONDS). */
  keepAliveMs: number;
  /**
   * A connection on which nothing moves either way for this long is closed (CONNECTION_TIMEOUT_SECONDS,
   * 0: never): longer than an analysis (score analysis, quality review) may work before it answers.
   */
  connectionMs: number;
}

export interface TaskSettings {
  /** Queued or running tasks one owner may have at once (TASK_MAX_UNFINISHED). */
  maxUnfinished: number;
  /** Tasks one owner may have stored, finished ones included (TASK_MAX_STORED). */
  maxStored: number;
  /** The most bytes (as JSON) a task's request or its results may take (TASK_MAX_BYTES). */
  maxBytes: number;
  /** Finished tasks of signed-in users are deleted after this many hours (TASK_RETENTION_HOURS)… */
  retentionHours: number;
  /** …and anonymous ones after this many (ANONYMOUS_TASK_RETENTION_HOURS). */
  anonymousRetentionHours: number;
  /** The most bytes (as JSON) the tasks of all signed-out users may keep together (ANONYMOUS_STORAGE_BYTES)… */
  anonymousStorageBytes: number;
  /**
   * …and those of one client address, or one IPv6 /64 prefix (ANONYMOUS_STORAGE_BYTES_PER_ADDRESS); at
   * most anonymousStorageBytes.
   */
  anonymousStorageBytesPerAddress: number;
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
  /** Redis URL (REDIS_URL): rate limits are counted there instead of in the database. */
  redisUrl: string | null;
  secretKey: string;
  logLevel: LogLevel;
  /** logLinks (MAIL_LOG_LINKS, local development): without SMTP, the log shows a mail's text and links. */
  mail: { smtpUrl: string | null; from: string; logLinks: boolean };
  support: { email: string; salesEmail: string };
  limits: {
    initialCredits: number;
    maxRequirements: number;
    /** Rows of one analysis without signing in (MAX_ANONYMOUS_REQUIREMENTS, at most maxRequirements). */
    maxAnonymousRequirements: number;
    /** Rows of one synchronous analysis (MAX_SYNC_REQUIREMENTS); larger ones run as background tasks. */
    maxSyncRequirements: number;
    /** Specs one user may keep in the account, the trash not counted (MAX_SPECS_PER_USER). */
    maxSpecsPerUser: number;
    /** Sign-in and sign-up requests per minute and client address (AUTH_RATE_LIMIT); half that for resets. */
    authRateLimit: number;
    /** Failed password sign-ins per account and hour, from any address (AUTH_ACCOUNT_GUESSES_PER_HOUR). */
    accountGuessesPerHour: number;
  };
  /**
   * ALLOW_LOCAL_GIT_REMOTES: repositories may be on plain http, loopback, private-range or link-local hosts
   * (self-hosted forges on a private network, and tests). Off, such URLs are refused.
   */
  allowLocalGitRemotes: boolean;
  /** GITHUB_ENTERPRISE_HOSTS: hosts besides github.com whose repositories are reached through GitHub's API. */
  githubEnterpriseHosts: string[];
  /** Worker threads of the analysis engines (ANALYSIS_WORKERS; default one per core). */
  analysisWorkers: number;
  /** Stored analysis tasks: limits per owner (per client address when anonymous) and how long they are kept. */
  tasks: TaskSettings;
  /** Fastify's trustProxy (TRUST_PROXY): whether and which proxies' X-Forwarded-For gives the client address. */
  trustProxy: boolean | number | string[];
  timeouts: HttpTimeouts;
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
    redisUrl: settings.REDIS_URL ?? null,
    secretKey: settings.SECRET_KEY ?? loadOrCreateSecretKey(dataDir),
    logLevel: settings.LOG_LEVEL,
    mail: {
      smtpUrl: settings.SMTP_URL ?? null,
      from: settings.MAIL_FROM,
      logLinks: settings.MAIL_LOG_LINKS,
    },
    support: { email: settings.SUPPORT_EMAIL, salesEmail: settings.SALES_EMAIL },
    limits: {
      initialCredits: settings.INITIAL_CREDITS,
      maxRequirements: settings.MAX_REQUIREMENTS,
      maxAnonymousRequirements: settings.MAX_ANONYMOUS_REQUIREMENTS,
      maxSyncRequirements: settings.MAX_SYNC_REQUIREMENTS,
      maxSpecsPerUser: settings.MAX_SPECS_PER_USER,
      authRateLimit: settings.AUTH_RATE_LIMIT,
      accountGuessesPerHour: settings.AUTH_ACCOUNT_GUESSES_PER_HOUR,
    },
    allowLocalGitRemotes: settings.ALLOW_LOCAL_GIT_REMOTES,
    githubEnterpriseHosts: settings.GITHUB_ENTERPRISE_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    analysisWorkers: settings.ANALYSIS_WORKERS ?? Math.max(1, availableParallelism()),
    tasks: {
      maxUnfinished: settings.TASK_MAX_UNFINISHED,
      maxStored: settings.TASK_MAX_STORED,
      maxBytes: settings.TASK_MAX_BYTES,
      retentionHours: settings.TASK_RETENTION_HOURS,
      anonymousRetentionHours: settings.ANONYMOUS_TASK_RETENTION_HOURS,
      anonymousStorageBytes: settings.ANONYMOUS_STORAGE_BYTES,
      anonymousStorageBytesPerAddress: Math.min(
        settings.ANONYMOUS_STORAGE_BYTES_PER_ADDRESS,
        settings.ANONYMOUS_STORAGE_BYTES,
      ),
    },
    trustProxy: parseTrustProxy(settings.TRUST_PROXY),
    timeouts: {
      headersMs: Math.min(settings.HEADERS_TIMEOUT_SECONDS, settings.REQUEST_TIMEOUT_SECONDS) * 1000,
      requestMs: settings.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveMs: settings.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      connectionMs: settings.CONNECTION_TIMEOUT_SECONDS * 1000,
    },
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
