import { isIP } from 'node:net';
import { z } from 'zod';

export const llmProviders = ['openai', 'anthropic', 'openai-compatible'] as const;
export type LlmProvider = (typeof llmProviders)[number];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function wholeNumber(min: number, max: number) {
  const rule =
    min === 0 ? 'must be a whole number of 0 or more' : `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, rule)
    .transform(Number)
    .pipe(z.number().int().min(min, rule).max(max, rule));
}

function urlWith(protocols: readonly string[], rule: string) {
  return z.string().refine((value) => hasProtocol(value, protocols), rule);
}

const httpUrl = urlWith(['http:', 'https:'], 'must be an http:// or https:// URL');

const proxyKeywords = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (proxyKeywords.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `true`/`false`, a number of proxy hops, or addresses/CIDR ranges (comma-separated) of trusted proxies. */
const trustProxy = z
  .string()
  .refine(
    (value) =>
      /^(true|false|\d+)$/.test(value) || value.split(',').every((entry) => isProxyAddress(entry.trim())),
    'must be true, false, a number of proxies, or proxy addresses (IPs or CIDR ranges, comma-separated)',
  );
const email = z.email('must be an email address');
const text = z.string();
const flag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

/**
 * The environment variables Specwright reads, validated. Messages are the rule only; the loader adds the
 * variable's name and (redacted) value. Empty values count as unset.
 */
export const environmentSchema = z.object({
  PORT: wholeNumber(1, 65535).default(3000),
  HOST: text.default('0.0.0.0'),
  DATA_DIR: text.default('./data'),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'must be a postgres:// URL').optional(),
  REDIS_URL: urlWith(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL').optional(),
  PUBLIC_URL: httpUrl.optional(),
  SECRET_KEY: text.optional(),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: text.default('Specwright <no-reply@localhost>'),
  MAIL_LOG_LINKS: flag.default(false),
  ALLOW_LOCAL_GIT_REMOTES: flag.default(false),
  GITHUB_ENTERPRISE_HOSTS: text.default(''),
  SUPPORT_EMAIL: email.default('support@specwright.dev'),
  SALES_EMAIL: email.default('sales@specwright.dev'),
  INITIAL_CREDITS: wholeNumber(0, 1_000_000_000).default(100),
  MAX_REQUIREMENTS: wholeNumber(1, 10_000_000).default(20_000),
  MAX_ANONYMOUS_REQUIREMENTS: wholeNumber(1, 10_000_000).default(2_000),
  MAX_SYNC_REQUIREMENTS: wholeNumber(1, 10_000_000).default(5_000),
  MAX_SPECS_PER_USER: wholeNumber(1, 1_000_000).default(200),
  ANALYSIS_WORKERS: wholeNumber(1, 1024).optional(),
  AUTH_RATE_LIMIT: wholeNumber(1, 100_000).default(10),
  AUTH_ACCOUNT_GUESSES_PER_HOUR: wholeNumber(1, 100_000).default(20),
  TRUST_PROXY: trustProxy.optional(),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 86_400).default(120),
  HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 86_400).default(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: wholeNumber(1, 86_400).default(72),
  CONNECTION_TIMEOUT_SECONDS: wholeNumber(0, 86_400).default(600),
  TASK_MAX_UNFINISHED: wholeNumber(1, 100_000).default(3),
  TASK_MAX_STORED: wholeNumber(1, 1_000_000).default(50),
  TASK_MAX_BYTES: wholeNumber(1024, 1_000_000_000).default(64 * 1024 * 1024),
  TASK_RETENTION_HOURS: wholeNumber(1, 100_000).default(7 * 24),
  ANONYMOUS_TASK_RETENTION_HOURS: wholeNumber(1, 100_000).default(24),
  ANONYMOUS_STORAGE_BYTES: wholeNumber(0, 1_000_000_000_000).default(256 * 1024 * 1024),
  ANONYMOUS_STORAGE_BYTES_PER_ADDRESS: wholeNumber(0, 1_000_000_000_000).default(64 * 1024 * 1024),
  GOOGLE_CLIENT_ID: text.optional(),
  GOOGLE_CLIENT_SECRET: text.optional(),
  GITHUB_CLIENT_ID: text.optional(),
  GITHUB_CLIENT_SECRET: text.optional(),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: text.optional(),
  OIDC_CLIENT_SECRET: text.optional(),
  LLM_PROVIDER: z.enum(llmProviders, { error: `must be one of ${llmProviders.join(', ')}` }).optional(),
  LLM_MODEL: text.optional(),
  LLM_BASE_URL: httpUrl.optional(),
  LLM_API_KEY: text.optional(),
  POSTHOG_KEY: text.optional(),
  POSTHOG_HOST: httpUrl.optional(),
  WELCOME_VIDEO_URL: httpUrl.optional(),
  WEB_DIST_DIR: text.optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
});

export type Environment = z.output<typeof environmentSchema>;
export type EnvironmentVariable = keyof typeof environmentSchema.shape;

/** Variables whose values are never shown, not even in an error message. */
export const secretVariables: ReadonlySet<string> = new Set<EnvironmentVariable>([
  'SECRET_KEY',
  'GOOGLE_CLIENT_SECRET',
  'GITHUB_CLIENT_SECRET',
  'OIDC_CLIENT_SECRET',
  'LLM_API_KEY',
]);
