import { z } from 'zod';
import { text } from './text.js';

/** Every personal API token starts with this, so a leaked one is recognisable (e.g. by secret scanners). */
export const API_TOKEN_PREFIX = 'spw_';

/** How many personal API tokens one user may have at once. */
export const MAX_API_TOKENS = 20;

/** `POST /api/user/api-tokens` — a new personal API token for a client such as the CLI. */
export const apiTokenCreateRequestSchema = z.object({
  name: text().trim().min(1, 'Please name the token.').max(100),
});
export type ApiTokenCreateRequest = z.input<typeof apiTokenCreateRequestSchema>;

/** One personal API token as listed: never the token itself, only its first characters. */
export const apiTokenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters (`spw_` and 8 more), to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  /** When a request last used it; null if never. */
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummarySchema>;

/** `GET /api/user/api-tokens` — the caller's tokens, newest first. */
export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSummarySchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The answer to creating a token: the only time the token is shown (`Authorization: Bearer <token>`). */
export const createdApiTokenSchema = apiTokenSummarySchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** The `{id}` of `DELETE /api/user/api-tokens/{id}`. */
export const apiTokenParamsSchema = z.object({ id: z.uuid() });
